"""Entry points for other tools that run tensorlint's rules (flake8)."""
