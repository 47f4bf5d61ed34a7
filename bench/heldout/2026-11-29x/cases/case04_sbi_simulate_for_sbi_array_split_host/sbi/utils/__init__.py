from sbi.utils.simulation_utils import simulate_for_sbi
from sbi.utils.torchutils import BoxUniform, process_device
from sbi.utils.user_input_checks import (
    check_sbi_inputs,
    process_prior,
    process_simulator,
)
