"""Image files for the command line, tests and tools, decoded and written by Pillow (any
format it reads: JPEG baseline or progressive, PNG, WebP...), turned upright by their EXIF
orientation and scaled down as the page's canvas scales a photo.

Pillow is imported inside the functions: the page never loads this module (its canvas decodes
the photo), and the reader's core imports nothing outside the standard library.
"""

from __future__ import annotations

import io
from pathlib import Path

from .errors import PhotoError
from .picture import MAX_PIXELS, MAX_SIDE, Picture

PILLOW_NEEDED = ("reading image files needs Pillow: pip install -r requirements-test.txt "
                 "(python3 build.py test installs it)")
ORIENTATION = 0x0112  # the EXIF tag: how the stored picture is turned
TURNED = (5, 6, 7, 8)  # orientations that swap width and height


def _pillow():
    try:
        from PIL import Image, ImageOps
    except ImportError as exc:
        raise PhotoError(PILLOW_NEEDED, "unsupported_image") from exc
    return Image, ImageOps


def load_image(source: bytes | str | Path, max_side: int = MAX_SIDE) -> Picture:
    """An RGB picture, its longer side at most `max_side`, from image bytes or a path.
    Anything else is a PhotoError (code "not_an_image") naming the file."""
    return load_image_scaled(source, max_side)[0]


def load_image_scaled(source: bytes | str | Path,
                      max_side: int = MAX_SIDE) -> tuple[Picture, float]:
    """(picture, its pixels per pixel of the image file as shown upright): load_image, and
    how to bring coordinates given in the file's own pixels onto the picture."""
    image_cls, image_ops = _pillow()
    name = "the file"
    if isinstance(source, str | Path):
        name = str(source)
        try:
            data = Path(source).read_bytes()
        except OSError as exc:
            raise PhotoError(f"cannot read {name}: {exc.strerror}", "not_an_image",
                             file=name) from exc
    else:
        data = bytes(source)
    try:
        with image_cls.open(io.BytesIO(data)) as im:
            width, height = im.size
            if width * height > MAX_PIXELS:
                raise PhotoError(
                    f"{name}: the picture is too large ({width} x {height} pixels; at most "
                    f"{MAX_PIXELS // 1_000_000} megapixels)", "too_large", file=name,
                    width=width, height=height)
            if im.getexif().get(ORIENTATION, 1) in TURNED:
                width, height = height, width
            scale = min(1.0, max_side / max(width, height))
            size = (max(1, round(width * scale)), max(1, round(height * scale)))
            im.draft("RGB", size)  # a JPEG decoded at 1/2, 1/4 or 1/8 when that is enough
            upright = image_ops.exif_transpose(im).convert("RGB")
            if upright.size != size:
                upright = upright.resize(size, image_cls.Resampling.LANCZOS)
            picture = Picture.of(upright.tobytes(), size[0], size[1], 3)
    except PhotoError:
        raise
    except image_cls.DecompressionBombError as exc:
        raise PhotoError(f"{name}: the picture is too large ({exc})", "too_large",
                         file=name) from exc
    except image_cls.UnidentifiedImageError as exc:
        raise PhotoError(f"{name}: it is not an image file (a JPEG, PNG or other picture)",
                         "not_an_image", file=name) from exc
    except (OSError, ValueError, SyntaxError, EOFError) as exc:  # truncated or damaged
        raise PhotoError(f"{name}: the image is damaged ({exc})", "not_an_image",
                         file=name) from exc
    return picture, picture.width / width


def encode(picture: Picture, kind: str = "PNG", **options) -> bytes:
    """The picture as an image file's bytes (kind "PNG" or "JPEG"; `options` go to Pillow's
    save, e.g. quality=85, progressive=True, exif=...): for tests and tools."""
    image_cls, _ = _pillow()
    mode = {1: "L", 3: "RGB", 4: "RGBA"}[picture.channels]
    im = image_cls.frombytes(mode, (picture.width, picture.height), picture.data)
    if kind.upper() in ("JPEG", "JPG") and mode == "RGBA":
        im = im.convert("RGB")
    out = io.BytesIO()
    im.save(out, kind, **options)
    return out.getvalue()
