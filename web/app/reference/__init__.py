"""The fan reference view: all 81 fans by points (render) and the view (view.create)."""
