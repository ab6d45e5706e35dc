"""The About view (#/about): the app's version as the build knows it, the project's licence,
each thing the site ships with its licence's text served by the site itself; reached from the
fan reference; readable on a phone in every language."""

from __future__ import annotations

import json
import re
import subprocess
import urllib.request
from pathlib import Path

import pytest

from tests.web.a11y import LANGS, assert_accessible
from tests.web.conftest import wait_ready

ROOT = Path(__file__).resolve().parents[2]
SETTING = "mj.v1.setting.lang"


def _open(phone, site: str, lang: str):
    page = phone(entries={SETTING: json.dumps({"v": 1, "value": lang})})
    page.goto(site + "#/about")
    wait_ready(page)
    page.wait_for_selector("#view-about h1#about-title")
    return page


def test_version_and_runtimes_are_the_ones_built(phone, site):
    package = json.loads((ROOT / "package.json").read_text())
    page = _open(phone, site, "en")
    text = page.inner_text("#view-about")
    assert f"Version {package['version']}" in text
    assert f"Pyodide {package['dependencies']['pyodide']}" in text
    assert f"PyScript {package['dependencies']['@pyscript/core']}" in text
    # The commit built (HEAD when the site was built: a commit made since does not count) is a
    # commit of this repository, shown with its own date.
    commit, date = re.search(r"build ([0-9a-f]{7,}), (\d{4}-\d{2}-\d{2})", text).groups()
    shown = subprocess.run(["git", "log", "-1", "--format=%cs", commit], cwd=ROOT, text=True,
                           capture_output=True, check=True).stdout.strip()
    assert shown == date


@pytest.mark.parametrize("lang", LANGS)
def test_each_licence_link_is_served_by_the_site_and_is_that_licence(phone, site, lang):
    page = _open(phone, site, lang)
    links = page.eval_on_selector_all(
        "#view-about a[target=_blank]", "els => els.map(a => a.getAttribute('href'))")
    expected = {"./LICENSE.txt": "MIT License", "./licenses/MPL-2.0.txt": "Mozilla Public License",
                "./licenses/Python.txt": "PYTHON SOFTWARE FOUNDATION LICENSE",
                "./licenses/PyScript.txt": "Apache License",
                "./fonts/OFL.txt": "SIL OPEN FONT LICENSE"}
    assert set(links) == set(expected)
    for href, heading in expected.items():
        with urllib.request.urlopen(site + href.removeprefix("./")) as reply:
            assert heading in reply.read().decode()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert_accessible(page, f"the About view ({lang})")


def test_the_fan_reference_leads_to_about_and_back_to_the_solitaire(phone, site):
    page = phone(entries={SETTING: json.dumps({"v": 1, "value": "en"})})
    page.goto(site + "#/fans")
    wait_ready(page)
    page.get_by_role("link", name="About this app and its licences").click()
    page.wait_for_selector("#view-about h1#about-title")
    assert page.locator("#view-reference").is_hidden()
    page.get_by_role("link", name="Back to the solitaire").click()
    page.wait_for_function("document.documentElement.dataset.view === 'solitaire'")


def test_the_repository_licence_is_the_one_the_site_ships(dist):
    assert (dist / "LICENSE.txt").read_text() == (ROOT / "LICENSE").read_text()
    assert (ROOT / "LICENSE").read_text().startswith("MIT License")
