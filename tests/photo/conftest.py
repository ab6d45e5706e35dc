"""The photo reader's tests: the synthetic photos they share (art_cache, calibration_photos,
taught_set, hands) live in tests/conftest.py, as the page's tests use them too."""
