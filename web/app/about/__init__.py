"""The About view: the app's version, its licence and the licences of what the site ships."""
