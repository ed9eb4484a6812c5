#!/usr/bin/env python3
"""Turns panedoc diff's JUnit file into GitHub annotations on the changed elements.

Usage: annotate-junit.py JUNIT INPUT...

Paths in annotations are as found from the current folder, with ANNOTATION_PREFIX (the current
folder's path in the repository, as `git rev-parse --show-prefix` prints it) before them.

Each failing test case is a scene in one environment; each line of its failure is
"STATE: SUBJECT ID DETAILS" (a node, popover or other subject and its id). The element is found
by its id="ID" attribute in the interface files among INPUT (files, or folders searched for
.xml, .storyboard and .xib), and one ::warning is printed per changed element, at its line, with
the environments it changed in. GitHub shows ten warnings per step: the elements with the most
changes come first, and a last line counts the rest. An element whose id is in no input is
annotated at its scene's line, or listed without a place.
"""

import os
import re
import sys
import xml.etree.ElementTree as ElementTree

LIMIT = 10
LINE = re.compile(r"^(?P<state>[^:]+): (?P<subject>[a-z-]+) (?P<id>\S+) (?P<details>.*)$")
EXTENSIONS = (".xml", ".storyboard", ".xib")


def interface_files(inputs):
    for path in inputs:
        if os.path.isdir(path):
            for folder, folders, names in os.walk(path):
                folders[:] = sorted(name for name in folders if not name.startswith("."))
                for name in sorted(names):
                    if name.lower().endswith(EXTENSIONS):
                        yield os.path.normpath(os.path.join(folder, name))
        elif os.path.isfile(path):
            yield os.path.normpath(path)


def id_locations(files):
    """The first file and line of each id="…" in the files."""
    found = {}
    pattern = re.compile(r'\bid="([^"]+)"')
    for file in files:
        with open(file, encoding="utf-8", errors="replace") as handle:
            for number, text in enumerate(handle, start=1):
                for match in pattern.finditer(text):
                    found.setdefault(match.group(1), (file, number))
    return found


def escape_data(text):
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text):
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def main(arguments):
    if len(arguments) < 2:
        print("usage: annotate-junit.py JUNIT INPUT...", file=sys.stderr)
        return 64
    tree = ElementTree.parse(arguments[0])
    places = id_locations(interface_files(arguments[1:]))
    changes = {}  # (scene, subject, id) -> list of "environment, state: details"
    for case in tree.iter("testcase"):
        failure = case.find("failure")
        if failure is None:
            continue
        scene = case.get("classname", "")
        environment = case.get("name", "")
        for line in (failure.text or "").splitlines():
            match = LINE.match(line)
            if not match:
                continue
            key = (scene, match["subject"], match["id"])
            changes.setdefault(key, []).append(
                f"{environment}, {match['state']}: {match['details']}")
    ordered = sorted(changes.items(), key=lambda item: (-len(item[1]), item[0]))
    for (scene, subject, element), lines in ordered[:LIMIT]:
        # A bar or item inside a controller ("nav#navigationBar") is placed at its controller.
        place = places.get(element) or places.get(element.split("#")[0]) or places.get(scene)
        title = f"Layout changed: {subject} {element} in scene {scene}"
        shown = lines[:5] + ([f"… and {len(lines) - 5} more"] if len(lines) > 5 else [])
        message = f"{len(lines)} change(s):\n" + "\n".join(shown)
        where = ""
        if place:
            path = os.environ.get("ANNOTATION_PREFIX", "") + place[0]
            where = f"file={escape_property(path)},line={place[1]},"
        print(f"::warning {where}title={escape_property(title)}::{escape_data(message)}")
    if len(ordered) > LIMIT:
        print(f"::notice title=More layout changes::{len(ordered) - LIMIT} more changed "
              "elements are listed in the diff report")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
