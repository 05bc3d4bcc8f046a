"""Files as berger writes and reads them: atomic writes that land together, the
bytes of an input file, the manifests of what was built, the arbiter's key
file, a workbook's sheets; and what every reader of the floors above reads
alike (a results row's round, board and game cells, the entrants a cell
names). The lowest of the four floors of :mod:`berger.formats`: it imports
none of the others."""
