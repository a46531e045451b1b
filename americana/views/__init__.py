"""Views: HTML, steppers, the explorer, live play, charts, the browser bridge."""
