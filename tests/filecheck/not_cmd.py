"""`not CMD ARGS...`: run CMD and exit 0 exactly when it fails (lit's `not`)."""

import subprocess
import sys

if __name__ == "__main__":
    sys.exit(0 if subprocess.call(sys.argv[1:]) != 0 else 1)
