"""Photo entry in the scorer (issue 11): a photographed hand read into the scorer's hand, and the
guided teaching of the player's own tile set. The thin page layer over `py/photo`, which the
page loads only when the player opens it (photo.zip): `loader` fetches it, `manager` keeps the
flow, `frame_input` takes the frame's corners (pointer and keys), `image` gets a photo's pixels
and draws crops, `render` writes the markup, `view` binds them to the page.
"""
