"""A photo into pixels, and tiles' crops onto small canvases: the browser decodes the file
(applying its EXIF orientation) and scales it down on a canvas, so a huge photo never reaches
Python whole; Python gets the canvas's RGBA bytes once.
"""

from __future__ import annotations

from typing import Any

import photo
from photo.picture import MAX_SIDE
from pyodide.ffi import JsException, to_js
from pyscript import document, window


class NotAnImage(Exception):
    """The file is not a picture this browser can decode."""


async def draw_file(file: Any, canvas: Any) -> tuple[int, int]:
    """Decode an image file and draw it on `canvas`, scaled so that its longer side is at most
    MAX_SIDE pixels; (the photo's own width, height). The canvas is left as it was when the
    file cannot be decoded (NotAnImage)."""
    options = to_js({"imageOrientation": "from-image"}, dict_converter=window.Object.fromEntries)
    try:
        bitmap = await window.createImageBitmap(file, options)
    except JsException as error:
        raise NotAnImage(str(error)) from None
    width, height = int(bitmap.width), int(bitmap.height)
    if width < 1 or height < 1:
        bitmap.close()
        raise NotAnImage("an empty picture")
    scale = min(1.0, MAX_SIDE / max(width, height))
    canvas.width = max(1, round(width * scale))
    canvas.height = max(1, round(height * scale))
    context = canvas.getContext("2d", to_js({"willReadFrequently": True},
                                            dict_converter=window.Object.fromEntries))
    context.imageSmoothingEnabled = True
    context.imageSmoothingQuality = "high"
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    bitmap.close()
    return width, height


def pixels(canvas: Any) -> photo.Picture:
    """The canvas's pixels as the reader takes them (RGBA)."""
    width, height = int(canvas.width), int(canvas.height)
    data = canvas.getContext("2d").getImageData(0, 0, width, height).data
    return photo.Picture.from_rgba(data.to_bytes(), width, height)


def draw_crop(target: Any, source: Any, corners: photo.Corners) -> None:
    """Draw the tile outlined by `corners` in the `source` canvas upright onto `target`."""
    context = target.getContext("2d")
    context.setTransform(*photo.box_transform(corners, int(target.width), int(target.height)))
    context.imageSmoothingQuality = "high"
    context.drawImage(source, 0, 0)
    context.setTransform(1, 0, 0, 1, 0, 0)


def keep_crop(source: Any, corners: photo.Corners, width: int, height: int) -> Any:
    """A tile's crop on a canvas of its own (kept while teaching, never stored)."""
    canvas = document.createElement("canvas")
    canvas.width, canvas.height = width, height
    draw_crop(canvas, source, corners)
    return canvas


def copy_onto(target: Any, source: Any) -> None:
    """Draw a kept crop onto a canvas of the page."""
    context = target.getContext("2d")
    context.clearRect(0, 0, target.width, target.height)
    context.drawImage(source, 0, 0, target.width, target.height)


def draw_loupe(loupe: Any, source: Any, x: float, y: float, side: float) -> None:
    """The photo around (x, y) (`side` photo pixels across) magnified onto the loupe canvas,
    with cross hairs: the finger hides the corner it drags."""
    w, h = int(loupe.width), int(loupe.height)
    context = loupe.getContext("2d")
    context.fillStyle = "#222"
    context.fillRect(0, 0, w, h)
    context.drawImage(source, x - side / 2, y - side / 2, side, side, 0, 0, w, h)
    context.strokeStyle = "#ffd76a"
    context.lineWidth = 2
    context.beginPath()
    context.moveTo(w / 2, 0)
    context.lineTo(w / 2, h)
    context.moveTo(0, h / 2)
    context.lineTo(w, h / 2)
    context.stroke()
