# make venv      .venv with pinned dependencies and the project installed editable
# make demo      compile examples/vadd.tileirbc for sm_90 into build/vadd.cubin
# make test      the default test suite (not slow, not gpu), 2 workers
# make test-slow the slow tests
# make oracle    add NVIDIA's tileiras to .venv (for tools/regen_*.py only)
# make gpu-kit   build/gpu-kit.tar.gz: both compilers' cubins of the corpus and benchmarks, for a GPU (docs/gpu.md)

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.stamp-$(shell cat requirements-dev.txt pyproject.toml | cksum | cut -d' ' -f1)

.PHONY: venv demo test test-slow oracle gpu-kit clean

venv: $(STAMP)

# The stamp's name is a checksum of the pinned requirements and pyproject.toml:
# the venv is rebuilt when either changes, and left alone otherwise.
$(STAMP):
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet -r requirements-dev.txt
	$(BIN)/python -m pip install --quiet --no-deps -e .
	rm -f $(VENV)/.stamp-*
	touch $@

demo: venv
	mkdir -p build
	$(BIN)/tileirdisasm examples/vadd.tileirbc > build/vadd.mlir
	@echo "disassembly: build/vadd.mlir"
	$(BIN)/tileiras examples/vadd.tileirbc --gpu-name sm_90 -o build/vadd.cubin
	@echo "cubin: build/vadd.cubin"

test: venv
	$(BIN)/python -m pytest -q -n 2

test-slow: venv
	$(BIN)/python -m pytest -q -n 2 -m slow

oracle: venv
	$(BIN)/python -m pip install --quiet -r requirements-oracle.txt

gpu-kit: venv
	PYTHONPATH=src $(BIN)/python tools/gpu_kit/build.py --out build/gpu-kit.tar.gz

clean:
	rm -rf $(VENV) build
