"""Interface texts in Nepali, Hindi and English, one table per view."""
