# Small value added to denominators to avoid division by zero
SMALL_VAL = 1e-10
# Default alphabet for canonical DNA
DEFAULT_ALPHABET = 'ACGT'
