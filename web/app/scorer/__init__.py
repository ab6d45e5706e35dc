"""The MCR scorer view: hand model (state), evaluation (analysis), picker, context panel,
result markup, and the view that binds them to the page (view.create)."""
