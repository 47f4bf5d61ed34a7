"""Higher level drawing functions."""
import logging

from .base import BaseVisualizer

LOG = logging.getLogger(__name__)


def cli(parser):
    group = parser.add_argument_group('pifpaf debug visualizer')
    group.add_argument('--debug-indices', default=[], nargs='+',
                       help=('indices of fields to create images for '
                             'with the pattern headname:fieldindex, e.g. cif:5'))
    group.add_argument('--debug-images', default=False, action='store_true',
                       help='print debug messages and enable all debug images')


def enable_all_plots():
    BaseVisualizer.all_indices = [('cif', -1), ('caf', -1)]


def configure(args):
    # process debug indices
    if args.debug_images:
        args.debug = True
        enable_all_plots()
        return

    def parse_index(head_and_index):
        head, _, index = head_and_index.partition(':')
        return head, int(index) if index else -1

    BaseVisualizer.all_indices = [parse_index(hi) for hi in args.debug_indices]
    if BaseVisualizer.all_indices:
        args.debug = True
    LOG.debug('debug indices: %s', BaseVisualizer.all_indices)


__all__ = ['BaseVisualizer', 'cli', 'configure', 'enable_all_plots']
