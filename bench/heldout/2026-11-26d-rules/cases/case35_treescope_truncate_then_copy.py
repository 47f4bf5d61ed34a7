# expect: none
# source: https://github.com/google-deepmind/treescope/pull/19 (reviewer: avoid copying the entire array to CPU at the beginning, only copy right before converting to NumPy; treescope/external/torch_support.py _truncate_and_copy / get_array_data_with_truncation)
# note: treescope's torch adapter after the PR: the edges of a large GPU tensor are selected with slices on the device and only those slices are converted (numpy(force=True) copies to the host); the untruncated branch converts the whole tensor, which is taking every element; the rendered activations live on cuda
import numpy as np
import torch


def _truncate_and_copy(array_source, array_dest, prefix_slices, remaining_edge_items_per_axis):
    if not remaining_edge_items_per_axis:
        # Base case: no more axes to truncate
        assert len(prefix_slices) == len(array_source.shape) == len(array_dest.shape)
        array_dest[prefix_slices] = array_source[prefix_slices].numpy(force=True)
    else:
        axis = len(prefix_slices)
        edge_items = remaining_edge_items_per_axis[0]
        if edge_items is None:
            _truncate_and_copy(array_source, array_dest, prefix_slices + (slice(None),),
                               remaining_edge_items_per_axis[1:])
        else:
            _truncate_and_copy(array_source, array_dest, prefix_slices + (slice(None, edge_items),),
                               remaining_edge_items_per_axis[1:])
            _truncate_and_copy(array_source, array_dest, prefix_slices + (slice(-edge_items, None),),
                               remaining_edge_items_per_axis[1:])
            del axis


def get_array_data_with_truncation(array: torch.Tensor, edge_items_per_axis):
    if edge_items_per_axis == (None,) * array.ndim:
        # No truncation.
        return array.numpy(force=True)
    dest_shape = [size if edge_items is None else 2 * edge_items
                  for size, edge_items in zip(array.shape, edge_items_per_axis)]
    array_dest = np.zeros(dest_shape, dtype=np.float32)
    _truncate_and_copy(array, array_dest, (), edge_items_per_axis)
    return array_dest


if __name__ == "__main__":
    acts = torch.randn(4096, 4096, device="cuda")
    preview = get_array_data_with_truncation(acts, (3, 3))
    print(preview.shape)
