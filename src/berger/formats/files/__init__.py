"""Files as berger writes and reads them: atomic writes that land together, the
bytes of an input file, the manifests of what was built, the arbiter's key
file, a workbook's sheets."""
