"""Finding and running ptxas, finding libdevice, checking cubins."""
