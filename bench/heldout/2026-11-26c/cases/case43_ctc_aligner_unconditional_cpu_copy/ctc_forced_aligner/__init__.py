from .alignment_utils import generate_emissions, get_alignments, load_alignment_model
