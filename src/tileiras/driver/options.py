"""The ``tileiras`` command line: NVIDIA 13.5's option set, plus ours.

Options, help texts, value names, categories and the order of checks were
measured on NVIDIA's binary (``tools/regen_cli_goldens.py`` records them in
``tests/golden/cli/``). Syntax errors are LLVM ``cl::`` errors (exit 1, see
``driver/cl.py``); a valid command line that names an invalid configuration is
rejected by ``validate`` (exit 2) once the input's bytecode header has been read,
because NVIDIA checks the header first.

Our additions sit in their own help category, after NVIDIA's:
``--emit``, ``--print-ir-after-all``, ``--print-ir-after``, ``--time-passes``, ``--start-after``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence, TextIO

from tileiras.driver import version
from tileiras.driver.cl import HIDDEN, Enum, ExitRequest, Option, Parser, generic_options
from tileiras.diagnostics import ConfigError
from tileiras.target import TARGETS, Target

OVERVIEW = "tileiras: NVIDIA (R) Cuda Tile IR optimizing assembler\n"
DESCRIPTION = "Cuda Tile IR optimizing assembler"
DEFAULT_OUTPUT = "elf.o"
DEFAULT_REMARKS_FILE = "tileir_remarks.yaml"
PREVIEW_FEATURES = ("simt",)
EMIT_KINDS = ("cubin", "ptx", "llvm")

ASSEMBLER = "TileIR Assembler Options"
REMARKS = "TileIR Assembler Remark Options"
OURS = "Tileiras Python Options"

# The order in which NVIDIA's option table iterates, which decides ties in
# "Did you mean". Measured by tools/regen_cli_goldens.py --derive-order.
# Our own options are not in it: they come last, so they are suggested only
# when strictly nearer than every NVIDIA option.
SUGGEST_ORDER: tuple[str, ...] = (
    "l", "help-list-hidden", "remarks-failed", "gpu-name", "output-file", "arch", "remarks-output-file",
    "print-options", "version", "host-os", "device-debug", "h", "remarks-missed", "O", "remarks-passed",
    "remark-format", "help-hidden", "lineinfo", "print-all-options", "g", "host-arch", "opt-level", "help",
    "remarks", "o", "remarks-analysis", "help-list", "sanitize", "list-versions", "preview", "apply-controls",
)


def _preview(value: str) -> str:
    if value not in PREVIEW_FEATURES:
        raise ValueError(
            f"unknown preview feature '{value}'; supported features: {', '.join(PREVIEW_FEATURES)}"
        )
    return value


def _remark_values(kind: str) -> list[Enum]:
    """The values of --remarks (kind "") and --remarks-<kind>, with NVIDIA's texts."""
    what = f"{kind} " if kind else ""
    return [
        Enum("none", f"Disable {kind or 'all'} remarks"),
        Enum("all", f"Show all {what}remarks"),
        Enum("memory", f"Show memory-related {what}remarks"),
        Enum("tensorcore", f"Show tensor-core {what}remarks"),
    ]


def _list_versions(parser: Parser, opt: Option, value: str | None) -> None:
    parser.out.write(version.list_versions())
    parser.out.flush()
    raise ExitRequest(0)


def tileiras_options() -> list[Option]:
    gpu_values = [Enum(name, f"SM {t.sm}") for name, t in TARGETS.items()]
    opts = generic_options() + [
        Option("O", "Alias for --opt-level", kind="int", alias_of="opt-level", category=ASSEMBLER,
               always_prefix=True, grouping=True),
        Option("apply-controls",
               "Composite ACF file forwarded to libNVVM and, when used, direct PTXAS. Paths requiring "
               "quoting, including paths with whitespace, are unsupported.",
               kind="string", dest="apply_controls", value_name="path", category=ASSEMBLER),
        Option("arch", "Alias for --gpu-name", kind="enum", alias_of="gpu-name", category=ASSEMBLER),
        Option("device-debug", "Generate debug information (if present in the input bytecode)",
               dest="device_debug", category=ASSEMBLER),
        Option("g", "Alias for --device-debug", alias_of="device-debug", category=ASSEMBLER, grouping=True),
        Option("gpu-name", "Specify name of NVIDIA GPU to generate code for.", kind="enum", dest="gpu_name",
               values=gpu_values, category=ASSEMBLER),
        Option("host-arch", "Specify the architecture for the generated host code.", kind="enum",
               dest="host_arch", values=[Enum("x86_64", "x86_64"), Enum("aarch64", "aarch64")],
               category=ASSEMBLER),
        Option("host-os", "Specify the operating system for the generated host code.", kind="enum",
               dest="host_os", values=[Enum("linux", "linux"), Enum("windows", "windows")], category=ASSEMBLER),
        Option("l", "Tile libraries to load. Requires the SIMT preview.", kind="string", dest="libraries",
               value_name="path", list_=True, grouping=True, category=ASSEMBLER),
        Option("lineinfo", "Generate line-number information (if present in the input bytecode)",
               dest="lineinfo", category=ASSEMBLER),
        Option("list-versions", "List all supported bytecode versions and exit", kind="action_bool",
               action=_list_versions, category=ASSEMBLER),
        Option("o", "Alias for --output-file", kind="string", alias_of="output-file", category=ASSEMBLER,
               grouping=True),
        Option("opt-level", "Specify optimization level. Default Value: 3.", kind="int", dest="opt_level",
               value_name="N", category=ASSEMBLER),
        Option("output-file", "Specify name of output file.", kind="string", dest="output",
               value_name="file", category=ASSEMBLER),
        Option("preview", "Enable one or more named preview features", kind="string", dest="preview",
               value_name="feature[,feature...]", list_=True, comma_separated=True, parse=_preview,
               category=ASSEMBLER),
        Option("sanitize", "Enable compiler instrumentation for the sanitizer tool specified by the option.",
               kind="enum", dest="sanitize", values=[Enum("memcheck", "Sanitize memory accesses")],
               category=ASSEMBLER),
        Option("remark-format", "Specify the format for remark output", kind="enum", dest="remark_format",
               values=[Enum("command-line", "Print remarks to command-line"),
                       Enum("yaml", "Write remarks to YAML file")], category=REMARKS),
        Option("remarks",
               "Enable all remark types (passed, missed, failed, analysis) for the specified category",
               kind="enum", dest="remarks", values=_remark_values(""), category=REMARKS),
        Option("remarks-analysis", "Category for analysis optimization remarks", kind="enum",
               dest="remarks_analysis", values=_remark_values("analysis"), category=REMARKS),
        Option("remarks-failed", "Category for failed optimization remarks", kind="enum",
               dest="remarks_failed", values=_remark_values("failed"), category=REMARKS),
        Option("remarks-missed", "Category for missed optimization remarks", kind="enum",
               dest="remarks_missed", values=_remark_values("missed"), category=REMARKS),
        Option("remarks-output-file", "Output file for YAML remark format. Default is tileir_remarks.yaml",
               kind="string", dest="remarks_output_file", value_name="string", category=REMARKS),
        Option("remarks-passed", "Category for passed optimization remarks", kind="enum",
               dest="remarks_passed", values=_remark_values("passed"), category=REMARKS),
        # Ours.
        Option("emit", "Kind of output file to write (default: cubin).", kind="enum", dest="emit",
               values=[Enum("cubin", "CUDA binary (ELF), as NVIDIA's tileiras writes"),
                       Enum("ptx", "PTX assembly text, before ptxas"),
                       Enum("llvm", "LLVM IR text, before the NVPTX backend")], category=OURS),
        Option("print-ir-after", "Print the IR to stderr after the named passes (comma-separated)", kind="string",
               dest="print_ir_after", value_name="pass", list_=True, comma_separated=True,
               category=OURS),
        Option("print-ir-after-all", "Print the IR to stderr after every pass", dest="print_ir_after_all",
               category=OURS),
        Option("time-passes", "Print the time each pass took to stderr", dest="time_passes", category=OURS),
        Option("start-after", "Read the input as the named pass's printed output and run the passes after it",
               kind="string", dest="start_after", value_name="pass", category=OURS),
    ]
    return opts


def make_parser() -> Parser:
    return Parser(
        overview=OVERVIEW,
        usage_positional="<tile bytecode file>",
        options=tileiras_options(),
        categories={
            REMARKS: "Filter remarks by category.",
            OURS: "Not in NVIDIA's tileiras: inspect the compilation.",
        },
        suggest_order=SUGGEST_ORDER,
        version_printer=lambda: version.banner("tileiras", DESCRIPTION),
    )


@dataclass
class CompileOptions:
    """Everything the compile pipeline needs from the command line."""

    input: str | None = None
    output: str = DEFAULT_OUTPUT
    gpu_name: str | None = None
    opt_level: int = 3
    device_debug: bool = False
    lineinfo: bool = False
    host_arch: str = "x86_64"
    host_os: str = "linux"
    sanitize: str | None = None
    libraries: list[str] = field(default_factory=list)
    preview: list[str] = field(default_factory=list)
    apply_controls: str | None = None
    remark_format: str = "command-line"
    remarks: str = "none"
    remarks_analysis: str = "none"
    remarks_failed: str = "none"
    remarks_missed: str = "none"
    remarks_passed: str = "none"
    remarks_output_file: str = DEFAULT_REMARKS_FILE
    emit: str = "cubin"
    print_ir_after: list[str] = field(default_factory=list)
    print_ir_after_all: bool = False
    time_passes: bool = False
    start_after: str | None = None

    @property
    def target(self) -> Target:
        """The validated target; only meaningful after ``validate``."""
        return TARGETS[self.gpu_name]

    def remarks_enabled(self) -> bool:
        return any(
            v != "none"
            for v in (self.remarks, self.remarks_analysis, self.remarks_failed,
                      self.remarks_missed, self.remarks_passed)
        )


def parse_args(argv: Sequence[str], argv0: str = "tileiras", out: TextIO | None = None,
               err: TextIO | None = None) -> CompileOptions:
    """Parse a command line (without argv[0]).

    Raises ``ExitRequest`` for --help, --version, --list-versions (code 0) and
    for syntax errors (code 1, messages already printed). A missing input is
    not an error here: the caller prints NVIDIA's message and the help.
    """
    parser = make_parser()
    ns, positionals = parser.parse(argv, argv0, out=out, err=err)
    opts = CompileOptions()
    for name, value in vars(ns).items():
        if value is not None and hasattr(opts, name):
            setattr(opts, name, value)
    opts.input = positionals[0] if positionals else None
    return opts


def help_list(argv0: str = "tileiras") -> str:
    """What tileiras prints to stdout when it gets no input file."""
    parser = make_parser()
    parser.prog = argv0.rsplit("/", 1)[-1]
    return parser.help_text(show_hidden=False, categorized=False)


def validate(opts: CompileOptions, bytecode_version: tuple[int, int] | None) -> None:
    """NVIDIA's configuration checks, in its order; raises ConfigError (exit 2).
    `bytecode_version` is None when the input is not bytecode (``--start-after``)."""
    if opts.gpu_name is None and bytecode_version is None:
        raise ConfigError("--start-after needs --gpu-name")
    if opts.gpu_name is None:
        major, minor = bytecode_version
        raise ConfigError(
            "GPU architecture sm_0 is not supported by this version of tileiras. You may need a newer "
            f"toolchain that supports this architecture (bytecode in file is version {major}.{minor})."
        )
    if not 0 <= opts.opt_level <= 3:
        raise ConfigError(f"invalid optimization level: {opts.opt_level}")
    if opts.device_debug and opts.opt_level != 0:
        raise ConfigError(
            "optimized debugging is currently not supported, change the optimization level to 0 or "
            "disable full debug info"
        )
    if opts.apply_controls is not None:
        raise ConfigError("--apply-controls is not supported on this platform")
