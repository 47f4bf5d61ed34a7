from sidechainnet.structure.StructureBuilder import StructureBuilder
from sidechainnet.utils.sequence import VOCAB
