"""The labelled tiles the namer learns from and is measured on, by design.

Each sample is (design, face, image, box): a tile's face in `image` at `box` (x0, y0, x1, y1),
so augmentation can cut it with the finder's errors (a neighbour's edge, a slot too wide)
from the photo itself. Designs (sets of tiles of one maker) are what leave-one-design-out
holds out whole:

- A, X, C: the labelled rows and grids of shared/photos (hands/, layouts/, grids/) and
  crops/A (set A's 42 faces cut from its family photos);
- B: crops/B (34 faces, one product photo each);
- cam1..cam10: shared/photos/camerash (488 crops, MIT), split into its designs by hand after
  viewing contact sheets in order (the crops come design after design; blocks that look like
  one physical set are kept together: cam5 and cam9 are two blocks each; cam9's are two
  prints, held out together here and measured apart by the benches, as cam9 and cam9b);
- art: the app's own tile art (web/tiles), drawn by tests/fixtures/tile_art.py;
- drawn: tiles drawn here in varied fonts, inks and styles (draw.py): never held out.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
PHOTOS = ROOT.parent / "shared" / "photos"
FIXES = Path(__file__).with_name("label_fixes.json")  # labels of the source found wrong
FACES = (tuple(f"{r}{s}" for s in "mps" for r in range(1, 10)) + ("E", "S", "W", "N", "C", "F", "P")
         + tuple(f"fl{k}" for k in range(1, 5)) + tuple(f"se{k}" for k in range(1, 5)))
INDEX = {f: i for i, f in enumerate(FACES)}
# camerash crops by design: (first, last) file numbers, inclusive (see the module's docstring)
CAMERASH = {
    "cam1": ((141, 182),), "cam2": ((183, 224),), "cam3": ((225, 260),),
    "cam4": ((261, 296),), "cam5": ((297, 374),), "cam6": ((375, 416),),
    "cam7": ((417, 461),), "cam8": ((462, 503),), "cam9": ((504, 586),),
    "cam10": ((587, 628),),
}
REAL = ("A", "X", "C", "B") + tuple(CAMERASH)


def _open(path: Path) -> Image.Image:
    return Image.open(path).convert("RGB")


def real_samples(photos: Path = PHOTOS) -> list[tuple[str, str, Image.Image, tuple]]:
    """Every labelled tile of shared/photos, with its design."""
    out = []
    labels = json.loads((photos / "labels.json").read_text())
    for rel, lab in sorted(labels.items()):
        design = Path(rel).name.split("_")[0] if not rel.startswith("crops/") else rel.split("/")[1]
        image = _open(photos / rel)
        if isinstance(lab, str):
            out.append((design, lab, image, (0, 0, image.width, image.height)))
        else:
            for t in lab:
                out.append((design, t["tile"], image, tuple(t["box"])))
    cam = json.loads((photos / "camerash" / "labels.json").read_text())
    cam.update(camerash_fixes())
    for name, face in sorted(cam.items(), key=lambda kv: int(kv[0].split(".")[0])):
        number = int(name.split(".")[0])
        design = next(d for d, spans in CAMERASH.items()
                      if any(a <= number <= b for a, b in spans))
        image = _open(photos / "camerash" / name)
        out.append((design, face, image, (0, 0, image.width, image.height)))
    return out


def camerash_fixes() -> dict[str, str]:
    """camerash's labels that were found wrong, by file name: the right face (label_fixes.json)."""
    fixes = json.loads(FIXES.read_text(encoding="utf-8"))["camerash"]
    return {name: fix["label"] for name, fix in fixes.items()}


def art_samples() -> list[tuple[str, str, Image.Image, tuple]]:
    """The app's tile art, drawn at 120 px tall by tests/fixtures/tile_art.py."""
    sys.path.insert(0, str(ROOT / "py"))
    sys.path.insert(0, str(ROOT))
    from tests.fixtures import tile_art as art
    svgs = art.load_face_svgs(list(FACES))
    out = []
    for face, svg in svgs.items():
        pic = art.render(svg, 90)
        image = Image.frombytes("RGB", (pic.width, pic.height), bytes(pic.data))
        out.append(("art", face, image, (0, 0, image.width, image.height)))
    return out
