"""The format table covers every op of the op table and names only fields the op has."""

from __future__ import annotations

import pytest

from tileiras.dialects.cuda_tile.asm import format as fmt
from tileiras.dialects.cuda_tile.asm import parse_module, print_module
from tileiras.dialects.cuda_tile.op_table import OP_DEFS


def test_table_is_consistent() -> None:
    assert fmt.check_formats() == []


@pytest.mark.parametrize("d", OP_DEFS, ids=[d.mnemonic for d in OP_DEFS])
def test_every_op_has_a_format(d) -> None:
    f = fmt.op_format(d.mnemonic)
    assert f.elements


def test_bad_descriptions_are_rejected() -> None:
    for text in ("$a (", "(`x` $a)?", "$a )?", "`unterminated"):
        with pytest.raises(ValueError):
            fmt.parse_format(text)


def test_spacing_follows_mlir() -> None:
    text = ("entry @k(%arg0: tile<i32>, %arg1: tile<4xi32>) {\n"
            "  %0 = divi %arg0, %arg0 signed rounding<positive_inf> : tile<i32>\n"
            "  %1 = addi %arg0, %arg0 overflow<no_wrap> : tile<i32>\n"
            "  %2 = print_tko \"%d\", %arg0 token=%3 : tile<i32> -> token\n"
            "  %3 = make_token : token\n"
            "  return\n}\n")
    # a use before its definition is an error; drop it to check the spacing of the rest
    text = text.replace(" token=%3", "")
    assert print_module(parse_module(text)) == text


def test_unknown_properties_print_in_the_attribute_dictionary() -> None:
    text = ('entry @k(%arg0: tile<i32>) {\n'
            '  %0 = addi %arg0, %arg0 {extra = 7 : i32} : tile<i32>\n  return\n}\n')
    assert print_module(parse_module(text)) == text


def test_module_wrapper_and_generic_ops_mix() -> None:
    text = ('cuda_tile.module @m {\n  entry @k(%arg0: tile<i32>) {\n'
            '    %0 = "cuda_tile.addi"(%arg0, %arg0) <{overflow = #cuda_tile.overflow<none>}> '
            ': (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>\n'
            '    return\n  }\n}\n')
    module = parse_module(text)
    assert module.properties["sym_name"].data == "m"
    assert print_module(module) == ("entry @k(%arg0: tile<i32>) {\n"
                                    "  %0 = addi %arg0, %arg0 : tile<i32>\n  return\n}\n")


def test_flags_parse_in_any_order() -> None:
    text = ("entry @k(%arg0: tile<f32>) {\n"
            "  %0 = maxf %arg0, %arg0 propagate_nan flush_to_zero : tile<f32>\n  return\n}\n")
    assert print_module(parse_module(text)) == text.replace(
        "propagate_nan flush_to_zero", "flush_to_zero propagate_nan")


def test_ambiguous_padding_without_mask() -> None:
    # NVIDIA prints a lone padding value like a mask; the parser tells them apart by type.
    text = ("entry @k(%arg0: tile<ptr<f32>>) {\n"
            "  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>\n"
            "  %result, %result_token = load_ptr_tko weak %arg0, %cst_0_f32 : tile<ptr<f32>>, "
            "tile<f32> -> tile<f32>, token\n  return\n}\n")
    module = parse_module(text)
    load = list(module.walk())[3]
    assert load.properties["operandSegmentSizes"].get_values() == (1, 0, 1, 0)
    assert print_module(module) == text
