#!/usr/bin/env python3
"""Compares one diagram as two SVG renderers drew it (see .ci/render-check).

    compare-pictures.py PREFIX REFERENCE OTHER

reads PREFIX.REFERENCE.png, PREFIX.REFERENCE.shapes.png (the diagram without its texts) and the
same two of OTHER. Pictures are laid over white and must have the same size.

- Shapes: the two pictures without texts may differ (a channel by more than 40 of 255, which
  anti-aliasing never reaches) in at most 0.02 % of their pixels. A popover, arrow or bar that one
  renderer drops differs in thousands.
- Texts: the ink the texts add (pixels where a picture differs from its picture without texts)
  must be 0.6 to 1.6 times the reference's: fonts differ between renderers, missing texts do not.

Prints the figures, writes PREFIX.OTHER.diff.png (the reference with differing pixels in red) when
the shapes differ, and exits 1 when a check fails.
"""
import sys

from PIL import Image, ImageChops

CHANNEL_LIMIT = 40
MAX_SHAPE_SHARE = 0.02  # percent of the pixels
INK_RATIO = (0.6, 1.6)


def picture(path):
    drawn = Image.open(path).convert("RGBA")
    white = Image.new("RGBA", drawn.size, (255, 255, 255, 255))
    return Image.alpha_composite(white, drawn).convert("RGB")


def differing(first, second):
    """The mask of pixels where a channel differs by more than CHANNEL_LIMIT, and their count."""
    if first.size != second.size:
        raise SystemExit(f"sizes differ: {first.size} and {second.size}")
    channels = ImageChops.difference(first, second).split()
    mask = channels[0]
    for channel in channels[1:]:
        mask = ImageChops.lighter(mask, channel)
    mask = mask.point(lambda value: 255 if value > CHANNEL_LIMIT else 0)
    return mask, mask.histogram()[255]


def main():
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    prefix, reference, other = sys.argv[1:]
    ref_full, ref_shapes = (picture(f"{prefix}.{reference}{part}.png") for part in ("", ".shapes"))
    full, shapes = (picture(f"{prefix}.{other}{part}.png") for part in ("", ".shapes"))
    failed = False

    mask, count = differing(ref_shapes, shapes)
    share = 100 * count / (mask.width * mask.height)
    print(f"shapes: {count} pixels ({share:.3f} %) differ")
    if share > MAX_SHAPE_SHARE:
        failed = True
        marked = ref_full.copy()
        marked.paste((230, 30, 30), mask=mask)
        marked.save(f"{prefix}.{other}.diff.png")

    _, reference_ink = differing(ref_full, ref_shapes)
    _, ink = differing(full, shapes)
    ratio = ink / reference_ink if reference_ink else (1.0 if ink == 0 else float("inf"))
    print(f"texts: {ink} pixels of ink, {ratio:.2f} times the reference's {reference_ink}")
    if not INK_RATIO[0] <= ratio <= INK_RATIO[1]:
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
