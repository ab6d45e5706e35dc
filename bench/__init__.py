"""The lab: benchmarks, synthetic data, fits and bounds. Not part of the site or its packages.

Run from the repository root, after a build for those that drive the page (MAHJONG_DIST):
``python3 build.py bench`` runs the tables; docs/benchmarks.md lists every command and what it
prints. The modules import the packages of py/ by their public names and never the other way.
"""
