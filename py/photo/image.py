"""Image files for the command line: PNG (standard library zlib) or baseline JPEG (our own
reader), scaled down to the reader's working size as they are decoded."""

from __future__ import annotations

from pathlib import Path

from . import jpeg, png
from .errors import PhotoError
from .picture import MAX_SIDE, Picture


def load_image(source: bytes | str | Path, max_side: int = MAX_SIDE) -> Picture:
    """An RGB picture, its longer side at most `max_side`, from PNG or JPEG bytes or a path.
    Anything else is a PhotoError (code "not_an_image") naming the file."""
    return load_image_scaled(source, max_side)[0]


def load_image_scaled(source: bytes | str | Path,
                      max_side: int = MAX_SIDE) -> tuple[Picture, float]:
    """(picture, its pixels per pixel of the image file as shown upright): load_image, and
    how to bring coordinates given in the file's own pixels onto the picture."""
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
        if data.startswith(png.SIGNATURE):
            picture = png.decode(data)
            full_width = picture.width
        elif data.startswith(b"\xff\xd8\xff"):
            picture = jpeg.decode(data, max_side)
            full_width = jpeg.upright_size(data)[0]
        else:
            raise PhotoError("it is not a PNG or JPEG image", "not_an_image")
    except PhotoError as exc:
        raise PhotoError(f"{name}: {exc}", exc.code, file=name, **exc.values) from exc
    scaled = picture.scaled(max_side)
    return scaled, scaled.width / full_width
