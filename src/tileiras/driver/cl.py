"""A small model of LLVM's ``cl::`` command-line library.

NVIDIA's ``tileiras`` and ``tileirdisasm`` parse their command lines with LLVM's
``llvm/Support/CommandLine``. To be a drop-in we reproduce what that library
does, not what ``argparse`` does: single or double dash for every long option,
``-name=value`` and ``-name value``, grouped one-letter flags (``-gg``),
``@response`` files, ``--`` to end options, an error per bad argument (parsing
goes on after one), ``--help``/``--version`` acting the moment they are seen,
the ``--help``/``--help-list``/``--help-hidden`` layouts, and the
"Did you mean" suggestion. The texts are LLVM's; where LLVM's behaviour depends
on the iteration order of its hash table (ties in the suggestion), the tool
gives that order explicitly (see ``Parser.suggest_order``), measured from the
real binary by ``tools/regen_cli_goldens.py``.

Nothing here knows about tileiras; ``driver/options.py`` declares the options.
"""

from __future__ import annotations

import os
import shlex
import sys
from dataclasses import dataclass, field
from typing import Callable, Sequence

# Value expectation, as in LLVM's cl::ValueExpected.
VALUE_OPTIONAL = "optional"
VALUE_REQUIRED = "required"
VALUE_DISALLOWED = "disallowed"

# Visibility, as in LLVM's cl::OptionHidden.
SHOWN = 0
HIDDEN = 1  # only in --help-hidden / --help-list-hidden
REALLY_HIDDEN = 2  # never listed, never suggested, still accepted

GENERIC_CATEGORY = "Generic Options"


class ExitRequest(Exception):
    """Raised by an option action (``--help``, ``--version``) to stop at once."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


@dataclass
class Enum:
    """One allowed value of an enumerated option."""

    name: str
    help: str


@dataclass
class Option:
    """One option (or alias) in the model.

    kind: ``bool``, ``int``, ``uint64``, ``string``, ``enum``, ``action``.
    ``dest`` names the attribute the value goes to; a ``list_`` option appends.
    ``alias_of`` makes this an alias: values go to the aliased option, and
    value errors name the aliased option, as in LLVM.
    ``parse`` (optional) turns one string value into a value or raises
    ``ValueError(message)``; the message is printed as LLVM's parser error.
    ``action`` (kind ``action``) runs when the option is seen.
    """

    name: str
    help: str = ""
    kind: str = "bool"
    dest: str | None = None
    value_name: str = ""
    category: str = GENERIC_CATEGORY
    hidden: int = SHOWN
    grouping: bool = False
    always_prefix: bool = False
    list_: bool = False
    comma_separated: bool = False
    values: Sequence[Enum] = ()
    alias_of: str | None = None
    parse: Callable[[str], object] | None = None
    action: Callable[["Parser", "Option", str | None], None] | None = None
    # LLVM's --help-list is hidden, and un-hidden when the categorized --help prints.
    shown_when_categorized: bool = False

    @property
    def value_expected(self) -> str:
        if self.kind in ("bool", "action_bool"):
            return VALUE_OPTIONAL
        if self.kind == "action":
            return VALUE_DISALLOWED
        return VALUE_REQUIRED


def _arg(name: str, pad: int = 2) -> str:
    """LLVM's PrintArg: one dash for one-letter names, two otherwise."""
    return " " * pad + ("-" if len(name) == 1 else "--") + name


def _arg_width(name: str, pad: int = 2) -> int:
    """LLVM's argPlusPrefixesSize: pad, dashes, name and ' - '."""
    return len(name) + pad + (1 if len(name) == 1 else 2) + 3


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance with replacements (LLVM's StringRef::edit_distance)."""
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def parse_llvm_integer(text: str, bits: int, signed: bool) -> int:
    """StringRef::getAsInteger(0, ...): radix from the prefix, the whole string, in range."""
    s = text
    negative = False
    if signed and s.startswith("-"):
        negative, s = True, s[1:]
    radix = 10
    low = s.lower()
    if low.startswith("0x"):
        radix, s = 16, s[2:]
    elif low.startswith("0b"):
        radix, s = 2, s[2:]
    elif s.startswith("0o"):
        radix, s = 8, s[2:]
    elif len(s) > 1 and s[0] == "0" and s[1].isdigit():
        radix, s = 8, s[1:]
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"[:radix]
    if not s or any(c not in digits for c in s.lower()):
        raise ValueError
    value = int(s, radix)
    if value >= 1 << 64:
        raise ValueError
    if negative:
        value = -value
        if value < -(1 << 63):
            raise ValueError
    if signed:
        if not -(1 << (bits - 1)) <= value < 1 << (bits - 1):
            raise ValueError
    elif value >= 1 << bits:
        raise ValueError
    return value


def parse_llvm_bool(text: str) -> bool:
    if text in ("", "true", "TRUE", "True", "1"):
        return True
    if text in ("false", "FALSE", "False", "0"):
        return False
    raise ValueError


class Namespace:
    """Parsed values, one attribute per ``dest``."""

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"Namespace({vars(self)!r})"


@dataclass
class Parser:
    """A command line in the LLVM style.

    ``categories`` maps a category name to its description (may be empty).
    ``suggest_order`` lists option names in the order LLVM's option map
    happens to iterate; a name missing from it comes after all listed ones,
    in declaration order. It only decides ties in "Did you mean".
    """

    overview: str
    usage_positional: str
    options: list[Option]
    categories: dict[str, str] = field(default_factory=dict)
    suggest_order: Sequence[str] = ()
    max_positionals: int = 1
    version_printer: Callable[[], str] | None = None

    def __post_init__(self) -> None:
        self.by_name = {o.name: o for o in self.options}
        assert len(self.by_name) == len(self.options), "duplicate option name"
        rank = {n: i for i, n in enumerate(self.suggest_order)}
        late = len(rank)
        self._suggest = sorted(
            (o for o in self.options if o.hidden != REALLY_HIDDEN),
            key=lambda o: rank.get(o.name, late + self.options.index(o)),
        )
        self.prog = "tileiras"
        self.argv0 = "tileiras"

    # ------------------------------------------------------------------ parse
    def target(self, opt: Option) -> Option:
        return self.by_name[opt.alias_of] if opt.alias_of else opt

    def expects(self, opt: Option) -> str:
        """An alias expects a value as the option it stands for does."""
        return self.target(opt).value_expected

    def defaults(self) -> Namespace:
        ns = Namespace()
        for o in self.options:
            if o.alias_of or o.dest is None:
                continue
            if o.list_:
                setattr(ns, o.dest, [])
            elif not hasattr(ns, o.dest):
                setattr(ns, o.dest, None)
        return ns

    def parse(self, argv: Sequence[str], argv0: str, out=None, err=None) -> tuple[Namespace, list[str]]:
        """Parse; returns (values, positionals). Raises ExitRequest on help, version or errors."""
        self.out = out or sys.stdout
        self.err = err or sys.stderr
        self.argv0 = argv0
        self.prog = os.path.basename(argv0)
        ns = self.defaults()
        self.ns = ns
        args = self._expand_response_files(list(argv))
        positionals: list[str] = []
        error = False
        dash_dash = False
        i = 0
        while i < len(args):
            arg = args[i]
            if not arg.startswith("-") or arg == "-" or dash_dash:
                positionals.append(arg)
                i += 1
                continue
            if arg == "--":
                dash_dash = True
                i += 1
                continue
            name = arg[1:]
            if name.startswith("-"):
                name = name[1:]
            handler, name, value = self._lookup_long(name)
            if handler is None:
                handler, name, value, grouped_error = self._prefixed_or_grouped(name, args, i)
                error |= grouped_error
            if handler is None:
                self._unknown(arg, name)
                error = True
                i += 1
                continue
            consumed, failed = self._provide(handler, name, value, args, i)
            error |= failed
            i += 1 + consumed
        if len(positionals) > self.max_positionals:
            self.err.write(
                f"{self.prog}: Too many positional arguments specified!\n"
                f"Can specify at most {self.max_positionals} positional arguments: "
                f"See: {self.argv0} --help\n"
            )
            error = True
        if error:
            raise ExitRequest(1)
        return ns, positionals

    def _expand_response_files(self, args: list[str]) -> list[str]:
        out: list[str] = []
        for a in args:
            if a.startswith("@") and os.path.isfile(a[1:]):
                with open(a[1:], encoding="utf-8", errors="surrogateescape") as f:
                    out.extend(self._expand_response_files(shlex.split(f.read())))
            else:
                out.append(a)
        return out

    def _lookup_long(self, name: str) -> tuple[Option | None, str, str | None]:
        """LLVM's LookupOption: ``name`` or ``name=value``; an always-prefix
        option never matches the ``=`` form (``-O=3`` is ``-O`` with ``=3``)."""
        if not name:
            return None, name, None
        if "=" in name:
            key, value = name.split("=", 1)
            opt = self.by_name.get(key)
            if opt is None or opt.always_prefix:
                return None, name, None
            return opt, key, value
        return self.by_name.get(name), name, None

    def _prefix_pred(self, name: str, grouping_only: bool) -> Option | None:
        """LLVM's getOptionPred: the longest prefix of name that is a prefix/grouping option."""
        while name:
            o = self.by_name.get(name)
            if o is not None and (o.grouping or (not grouping_only and o.always_prefix)):
                return o
            if len(name) == 1:
                break
            name = name[:-1]
        return None

    def _prefixed_or_grouped(self, name: str, args: list[str], i: int):
        """LLVM's HandlePrefixedOrGroupedOption. Returns (handler, name, value, error)."""
        if len(name) <= 1:
            return None, name, None, False
        opt = self._prefix_pred(name, grouping_only=False)
        error = False
        while opt is not None:
            rest = name[len(opt.name):]
            name = opt.name
            if not rest or opt.always_prefix:
                return opt, name, (rest if rest else None), error
            if rest[0] == "=":
                return opt, name, rest[1:], error
            if self.expects(opt) == VALUE_REQUIRED:
                self._error(opt, "may not occur within a group!")
                return None, name, None, True
            consumed, failed = self._provide(opt, name, None, [], 0)
            error |= failed
            name = rest
            opt = self._prefix_pred(name, grouping_only=True)
        return None, name, None, error

    def _unknown(self, arg: str, name: str) -> None:
        self.err.write(
            f"{self.prog}: Unknown command line argument '{arg}'.  "
            f"Try: '{self.argv0} --help'\n"
        )
        nearest = self._nearest(name)
        if nearest:
            self.err.write(f"{self.prog}: Did you mean '{_arg(nearest, 0)}'?\n")

    def _nearest(self, name: str) -> str | None:
        """LLVM's LookupNearestOption: first option at the least edit distance."""
        if not name:
            return None
        lhs, _, rhs = name.partition("=")
        best, best_distance, nearest = None, 0, None
        for o in self._suggest:
            permit_value = self.expects(o) != VALUE_DISALLOWED
            flag = lhs if permit_value else name
            distance = edit_distance(o.name, flag)
            if best is None or distance < best_distance:
                best, best_distance = o, distance
                nearest = o.name if (not rhs or not permit_value) else f"{o.name}={rhs}"
        return nearest

    def _error(self, opt: Option, message: str, name: str | None = None) -> bool:
        self.err.write(f"{self.prog}: for the {_arg(name or opt.name, 0)} option: {message}\n")
        return True

    def _provide(self, handler: Option, name: str, value: str | None, args: list[str], i: int) -> tuple[int, bool]:
        """LLVM's ProvideOption. Returns (arguments consumed after i, error)."""
        consumed = 0
        expected = self.expects(handler)
        if expected == VALUE_REQUIRED and value is None:
            if i + 1 >= len(args) or handler.always_prefix:
                return 0, self._error(handler, "requires a value!")
            value = args[i + 1]
            consumed = 1
        elif expected == VALUE_DISALLOWED and value is not None:
            return 0, self._error(handler, f"does not allow a value! '{value}' specified.")
        opt = self.target(handler)
        # An alias hands the value on under the aliased option's name.
        shown = opt.name if handler.alias_of else name
        values = value.split(",") if (opt.comma_separated and value is not None) else [value]
        for v in values:
            if self._occurrence(opt, shown, v):
                return consumed, True
        return consumed, False

    def _occurrence(self, opt: Option, name: str, value: str | None) -> bool:
        kind = opt.kind
        try:
            if kind == "action":
                opt.action(self, opt, value)
                return False
            if kind in ("bool", "action_bool"):
                try:
                    parsed: object = parse_llvm_bool(value or "")
                except ValueError:
                    raise ValueError(f"'{value}' is invalid value for boolean argument! Try 0 or 1")
            elif kind == "int":
                try:
                    parsed = parse_llvm_integer(value, 32, signed=True)
                except ValueError:
                    raise ValueError(f"'{value}' value invalid for integer argument!")
            elif kind == "uint64":
                try:
                    parsed = parse_llvm_integer(value, 64, signed=False)
                except ValueError:
                    raise ValueError(f"'{value}' value invalid for ulong argument!")
            elif kind == "enum":
                if value not in [e.name for e in opt.values]:
                    raise ValueError(f"Cannot find option named '{value}'!")
                parsed = value
            else:
                parsed = value
            if opt.parse is not None:
                parsed = opt.parse(parsed)
        except ValueError as e:
            return self._error(opt, str(e), name)
        if kind == "action_bool":
            if parsed:
                opt.action(self, opt, value)
            return False
        if opt.dest is not None:
            if opt.list_:
                getattr(self.ns, opt.dest).append(parsed)
            else:
                setattr(self.ns, opt.dest, parsed)
        return False

    # ------------------------------------------------------------------- help
    def _visible(self, show_hidden: bool, categorized: bool) -> list[Option]:
        limit = HIDDEN if show_hidden else SHOWN
        return sorted(
            (o for o in self.options if o.hidden <= limit or (categorized and o.shown_when_categorized
                                                                and o.hidden == HIDDEN)),
            key=lambda o: o.name,
        )

    @staticmethod
    def _width(o: Option) -> int:
        if o.alias_of:
            return _arg_width(o.name)
        if o.kind == "enum":
            size = _arg_width(o.name) + len("=<value>")
            for e in o.values:
                size = max(size, len(e.name) + 8)
            return size
        size = _arg_width(o.name)
        if o.value_name:
            size += len(o.value_name) + 3
        return size

    @staticmethod
    def _help_line(left: str, left_width: int, width: int, text: str, value_help: bool = False) -> str:
        prefix = " - " + ("  " if value_help else "")
        first, *more = text.split("\n")
        lines = [left + " " * (width - left_width) + prefix + first]
        lines += [" " * (width + (2 if value_help else 0)) + m for m in more]
        return "\n".join(lines) + "\n"

    def _option_help(self, o: Option, width: int) -> str:
        if o.alias_of:
            return self._help_line(_arg(o.name), _arg_width(o.name), width, o.help)
        if o.kind == "enum":
            text = self._help_line(_arg(o.name) + "=<value>", _arg_width(o.name) + 8, width, o.help)
            for e in o.values:
                text += self._help_line("    =" + e.name, len(e.name) + 8, width, e.help, value_help=True)
            return text
        left = _arg(o.name)
        if o.value_name:
            left += (" <" if len(o.name) == 1 else "=<") + o.value_name + ">"
        return self._help_line(left, self._width(o), width, o.help)

    def help_text(self, show_hidden: bool = False, categorized: bool = True) -> str:
        opts = self._visible(show_hidden, categorized)
        width = max(self._width(o) for o in opts)
        text = f"OVERVIEW: {self.overview}\n"
        text += f"USAGE: {self.prog} [options] {self.usage_positional}\n\n"
        text += "OPTIONS:\n"
        if not categorized:
            return text + "".join(self._option_help(o, width) for o in opts)
        for cat in sorted({self.target(o).category for o in opts}):
            text += f"\n{cat}:\n"
            desc = self.categories.get(cat, "")
            text += f"{desc}\n\n" if desc else "\n"
            text += "".join(self._option_help(o, width) for o in opts if self.target(o).category == cat)
        return text


# Actions shared by every tool, as LLVM registers them.
def _print_and_exit(text_of: Callable[[Parser], str]):
    def action(parser: Parser, opt: Option, value: str | None) -> None:
        parser.out.write(text_of(parser))
        parser.out.flush()
        raise ExitRequest(0)

    return action


def generic_options() -> list[Option]:
    """LLVM's own options: help in four forms, version, option printing, and
    the support-library options that every LLVM tool accepts silently."""
    h = _print_and_exit(lambda p: p.help_text(False, True))
    return [
        Option("h", "Alias for --help", kind="action", alias_of="help", hidden=HIDDEN, grouping=True),
        Option("help", "Display available options (--help-hidden for more)", kind="action", action=h),
        Option("help-hidden", "Display all available options", kind="action", hidden=HIDDEN,
               action=_print_and_exit(lambda p: p.help_text(True, True))),
        Option("help-list", "Display list of available options (--help-list-hidden for more)", kind="action",
               hidden=HIDDEN, shown_when_categorized=True,
               action=_print_and_exit(lambda p: p.help_text(False, False))),
        Option("help-list-hidden", "Display list of all available options", kind="action", hidden=HIDDEN,
               action=_print_and_exit(lambda p: p.help_text(True, False))),
        Option("print-all-options", "Print all option values after command line parsing", hidden=HIDDEN),
        Option("print-options", "Print non-default options after command line parsing", hidden=HIDDEN),
        Option("version", "Display the version of this program", kind="action",
               action=_print_and_exit(lambda p: p.version_printer())),
        # Accepted by every LLVM tool, listed nowhere; measured on NVIDIA's 13.5 binaries.
        Option("w", hidden=REALLY_HIDDEN, grouping=True),
        Option("stats", hidden=REALLY_HIDDEN),
        Option("stats-json", hidden=REALLY_HIDDEN),
        Option("color", hidden=REALLY_HIDDEN),
        Option("info-output-file", kind="string", hidden=REALLY_HIDDEN),
        Option("track-memory", hidden=REALLY_HIDDEN),
        Option("sort-timers", hidden=REALLY_HIDDEN),
        Option("rng-seed", kind="uint64", hidden=REALLY_HIDDEN),
        Option("disable-symbolication", hidden=REALLY_HIDDEN),
        Option("crash-diagnostics-dir", kind="string", hidden=REALLY_HIDDEN),
    ]
