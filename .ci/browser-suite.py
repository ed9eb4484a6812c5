"""Drives a PaneDoc report and a diff report in Chromium through Playwright, as a designer and a
reviewer would, and fails on anything they would see wrong.

    python3 .ci/browser-suite.py CHROMIUM REPORT_DIR DIFF_DIR PAGED_REPORT_DIR SWEPT_REPORT_DIR

Run by .ci/browser-suite, which renders both folders first. Screenshots go to $SHOTS.
"""

import json
import os
import pathlib
import sys
from urllib.parse import parse_qs, urlparse

from playwright.sync_api import sync_playwright

browser_path, report_dir, diff_dir, paged_dir, swept_dir = sys.argv[1:6]
swept = pathlib.Path(swept_dir).resolve()
paged = pathlib.Path(paged_dir).resolve()
report = pathlib.Path(report_dir).resolve()
diff = pathlib.Path(diff_dir).resolve()
shots = pathlib.Path(os.environ.get("SHOTS", ".build/browser-suite/shots")).resolve()
shots.mkdir(parents=True, exist_ok=True)

failures = []


def check(name, ok, detail=""):
    print(("ok   " if ok else "FAIL ") + name + (f" ({detail})" if detail else ""))
    if not ok:
        failures.append(name)


def url(path, query=""):
    return path.as_uri() + query


def watch(page):
    """Collects the page's console errors and uncaught exceptions."""
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


def shown(page):
    return page.eval_on_selector_all("main figure[data-environment]", "fs => fs.filter(f => !f.hidden).length")


def query(page):
    return {key: values[0] for key, values in parse_qs(urlparse(page.url).query).items()}


def no_sideways_scroll(page, name):
    width = page.evaluate("document.documentElement.scrollWidth")
    viewport = page.evaluate("window.innerWidth")
    check(f"{name}: no sideways scrolling at {viewport} px", width <= viewport, f"scrollWidth {width}")


with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=browser_path, args=["--no-sandbox"])

    # --- The report's index: filters, search, tree, address, no matches, warnings. ---
    page = browser.new_page(viewport={"width": 1440, "height": 1000})
    errors = watch(page)
    page.goto(url(report / "index.html"))
    total = page.eval_on_selector_all("main figure[data-environment]", "fs => fs.length")
    check("index shows figures", total > 0, str(total))
    check("every figure is shown at first", shown(page) == total)
    check("figures load lazily", page.eval_on_selector_all(
        "main figure img", "is => is.every(i => i.loading === 'lazy')"))
    check("figures out of view are not rendered (content-visibility)", page.eval_on_selector(
        "main figure", "f => getComputedStyle(f).contentVisibility === 'auto'"))
    page.wait_for_load_state("load")
    page.wait_for_timeout(500)
    loaded = page.eval_on_selector_all("main figure img", "is => is.filter(i => i.naturalWidth > 0).length")
    check("only the figures near the top are fetched at first", 0 < loaded < total,
          f"{loaded} of {total}")
    check("each file has a heading", page.locator("h2.file-heading").count() >= 2)
    check("the tree lists files, scenes and states",
          page.locator("nav.tree li.tree-file").count() >= 2
          and page.locator("nav.tree li[data-tree-group] li a").count() >= page.locator(
              "nav.tree li[data-tree-group]").count())
    check("the warnings are linked from the top", page.locator("header a[href='#warnings']").count() == 1
          and page.locator("#warnings").count() == 1)
    text = page.inner_text("body")
    check("no absolute path on the page", "/work/" not in text and "/tmp/" not in text
          and "/home/" not in text)
    check("an iPad-only storyboard has no iPhone figure", page.eval_on_selector_all(
        "section[data-file$='MasterDetail-2182.storyboard'] figure",
        "fs => fs.length > 0 && fs.every(f => !f.dataset.device.startsWith('iphone'))"))
    check("skipped environments are a count with a folded list",
          page.locator("#not-rendered details:not([open]) summary").count() == 1)

    warning_rows = page.locator("#warnings tbody tr").count()
    warning_total = int(page.inner_text("a[href='#warnings']").split()[0])
    check("the warnings table has one row per code and subject, with its environments",
          0 < warning_rows < warning_total and page.locator("#warnings details.environments").count() > 0,
          f"{warning_rows} rows for {warning_total} warnings")
    linked = page.eval_on_selector_all("#warnings tbody tr", "rs => rs.every(r => r.querySelector('a[href*=\"#f-\"]'))")
    check("each warning row links to its figure", linked)
    device = page.eval_on_selector("select[data-filter=device] option:nth-child(2)", "o => o.value")
    page.select_option("select[data-filter=device]", device)
    visible_devices = page.eval_on_selector_all(
        "main figure[data-environment]", "fs => [...new Set(fs.filter(f => !f.hidden).map(f => f.dataset.device))]")
    check("the device filter keeps only that device", visible_devices == [device], str(visible_devices))
    check("the filter is kept in the address", query(page).get("device") == device, page.url)
    rows = page.eval_on_selector_all(
        "#warnings tbody tr",
        "rs => rs.filter(r => !r.hidden).every(r => r.dataset.device.split(' ').includes(arguments[0]))"
        .replace("arguments[0]", repr(device)))
    check("the warnings table is filtered too: a row stays when one of its environments matches", rows)
    page.screenshot(path=str(shots / "index-filtered-1440.png"))

    # The address restores the filters: open it again as a shared link.
    shared = page.url
    again = browser.new_page(viewport={"width": 1440, "height": 1000})
    again_errors = watch(again)
    again.goto(shared)
    check("a shared address restores the filter",
          again.eval_on_selector("select[data-filter=device]", "s => s.value") == device
          and shown(again) == shown(page))
    # The filter follows the reader to a scene page and back.
    again.click("main section[data-group]:not([hidden]) h3 a")
    again.wait_for_load_state("load")
    check("a scene page opened from a filtered index keeps the filter",
          query(again).get("device") == device
          and again.eval_on_selector("select[data-filter=device]", "s => s.value") == device
          and again.eval_on_selector_all(
              "main figure[data-environment]",
              "fs => fs.filter(f => !f.hidden).every(f => f.dataset.device === %r)" % device), again.url)
    again.click("header a[href^='../index.html']")
    again.wait_for_load_state("load")
    check("and the way back keeps it too", query(again).get("device") == device, again.url)
    again.close()
    errors += again_errors

    # Search, from the keyboard: focus the box, type, and the address follows.
    page.click("#clear-filters")
    check("Clear shows everything again", shown(page) == total and query(page) == {})
    page.focus("#search")
    page.keyboard.type("mail")
    mail = shown(page)
    check("search narrows the figures", 0 < mail < total, f"{mail} of {total}")
    check("search words match the file, scene or state", page.eval_on_selector_all(
        "main figure[data-environment]",
        "fs => fs.filter(f => !f.hidden).every(f => f.dataset.search.includes('mail'))"))
    check("the search is kept in the address", query(page).get("q") == "mail", page.url)
    page.keyboard.type(" zzzz-nothing")
    check("no matches: a message says so", page.is_visible("#no-matches") and shown(page) == 0)
    check("no matches: the warnings say so too", page.is_visible("#no-warning-matches"))
    page.screenshot(path=str(shots / "index-no-matches-1440.png"))
    page.click("#no-matches button")
    check("the message's button clears the filters", shown(page) == total and not page.is_visible("#no-matches"))
    # Keyboard: Tab reaches the filters and a select changes with the arrow keys.
    page.focus("#search")
    page.keyboard.press("Tab")
    check("Tab moves from the search box to the next filter", page.evaluate(
        "document.activeElement.getAttribute('data-filter')") == "profile")
    # …and a filter changes from the keyboard alone.
    page.focus("select[data-filter=orientation]")
    page.keyboard.press("ArrowDown")
    chosen = page.eval_on_selector("select[data-filter=orientation]", "s => s.value")
    check("a filter changes from the keyboard", chosen != "" and query(page).get("orientation") == chosen
          and 0 < shown(page) < total, chosen)
    page.click("#clear-filters")
    no_sideways_scroll(page, "index")
    page.screenshot(path=str(shots / "index-1440.png"))
    page.close()

    # --- A report with several index pages: the tree and the filters reach across them. ---
    page = browser.new_page(viewport={"width": 1440, "height": 1000})
    errors += watch(page)
    page.goto(url(paged / "index.html"))
    check("a large index is paged", page.locator("nav.pages a").count() == 2
          and page.locator("main section[data-group]").count() == 50)
    page.fill("#search", "screen 55")
    entry = page.locator("nav.tree li[data-tree-group='screen55']")
    check("the search finds a scene of another page in the tree",
          "filtered-out" not in (entry.get_attribute("class") or "")
          and "filtered-out" in (page.locator("nav.tree li[data-tree-group='screen1']").get_attribute("class") or ""))
    entry.locator(":scope > a").click()
    page.wait_for_load_state("load")
    check("the tree leads to the other page, keeping the search",
          page.url.split("?")[0].endswith("/index-2.html") and query(page).get("q") == "screen 55"
          and page.eval_on_selector("#search", "s => s.value") == "screen 55"
          and shown(page) == 1, page.url)
    no_sideways_scroll(page, "second index page")
    page.close()

    # --- A scene page: its states listed, filters, and the phone width. ---
    scene = next(p for p in sorted(report.glob("*/index.html")))
    page = browser.new_page(viewport={"width": 1440, "height": 1000})
    errors += watch(page)
    page.goto(url(scene))
    states = page.locator("nav.state-list a").count()
    check("a scene page lists its states", states >= 1 and states == page.locator("section[data-group]").count())
    no_sideways_scroll(page, "scene page")
    page.screenshot(path=str(shots / "scene-1440.png"))
    page.close()

    # --- Every page at a phone's width. ---
    for name, path in [("index", report / "index.html"), ("scene page", scene),
                       ("diff", diff / "index.html"), ("diff changes", diff / "changes.html")]:
        page = browser.new_page(viewport={"width": 390, "height": 844})
        errors += watch(page)
        page.goto(url(path))
        no_sideways_scroll(page, name)
        if name == "diff":
            cut = page.evaluate("""() => Array.from(document.querySelectorAll(
                'section.item h2, .same-change, table.changes, .compare-controls, details.others > summary'))
              .filter(e => e.getBoundingClientRect().right > window.innerWidth + 0.5).length""")
            check("diff at 390 px: no heading, environment list, table or control is cut off", cut == 0, str(cut))
        page.screenshot(path=str(shots / (name.replace(" ", "-") + "-390.png")))
        page.close()

    # --- The diff report: what leads, the order of the two versions, the slider. ---
    page = browser.new_page(viewport={"width": 1440, "height": 1100})
    errors += watch(page)
    page.goto(url(diff / "index.html"))
    order = page.evaluate("""() => {
      const top = s => { const e = document.querySelector(s); return e ? e.getBoundingClientRect().top : -1; };
      return [top('#edits'), top('#changes'), top('section.item.changed')];
    }""")
    check("the diff leads with the edits, then the grouped changes, then the pictures",
          0 <= order[0] < order[1] < order[2], str(order))
    check("a repeated change is one row with its environments",
          "in 23 environments" in page.inner_text("#changes"))
    overview = page.inner_text("#changes")
    check("a consequence is said under its cause, not as a row of its own",
          "replyButton moved 60 pt left →" in overview and "replySegue anchor changed" not in overview
          and "replySegue resized 40 pt wider → node replyOptions follows" in overview, overview)
    document = json.loads((diff / "diff.json").read_text())
    sections = page.locator("section.item.changed")
    check("each distinct change is one section",
          sections.count() == len(document["distinct"]) < document["summary"]["changed"],
          f"{sections.count()} sections, {len(document['distinct'])} distinct, "
          f"{document['summary']['changed']} changed")
    anchors = page.eval_on_selector_all("section.item.changed, section.other", "s => s.map(e => e.id)")
    check("every changed layout is on the page once, under the section of its change",
          len(anchors) == len(set(anchors)) == document["summary"]["changed"], str(len(anchors)))
    check("the other environments' pictures start folded",
          page.locator("details.others[open]").count() == 0 and page.locator("details.others").count() > 0)
    size = (diff / "index.html").stat().st_size
    check("the page stays small: each change's text diff once", size < 250_000, f"{size} bytes")
    item = page.locator("section.item.changed").first
    old_box = item.locator(":scope > .sides figure.side.old").bounding_box()
    new_box = item.locator(":scope > .sides figure.side.new").bounding_box()
    check("side by side: old left of new", old_box["x"] < new_box["x"])
    labels = item.locator(".compare-controls .range").bounding_box()
    old_label = item.locator(".compare-controls .old-label").bounding_box()
    new_label = item.locator(".compare-controls .new-label").bounding_box()
    check("slider: labelled old left, new right, as side by side",
          labels is not None and old_label["x"] < new_label["x"])
    item.locator("input.position").fill("20")
    clip = item.locator("img.top").evaluate("i => getComputedStyle(i).clipPath")
    check("slider: the old version shows left of the divider", "80%" in clip, clip)
    check("slider: the old outlines are cut at the divider as the old picture is",
          "80%" in item.locator("svg.old-marks").evaluate("s => getComputedStyle(s).clipPath"))
    check("slider: the new outlines show right of the divider only",
          "20%" in item.locator("svg.new-marks").evaluate("s => getComputedStyle(s).clipPath"))
    check("slider: each side's outlines are its own version's only",
          item.locator(".stack svg.old-marks rect.mark").count() > 0
          and item.locator(".stack svg.new-marks rect.mark").count() > 0
          and item.locator(".stack svg.old-marks rect.mark.new").count() == 0
          and item.locator(".stack svg.new-marks rect.mark.old").count() == 0)
    item.locator("input[value=onion]").check()
    opacity = float(item.locator("img.top").evaluate("i => getComputedStyle(i).opacity"))
    check("onion skin: left is mostly old", abs(opacity - 0.8) < 0.01, str(opacity))
    new_opacity = float(item.locator("svg.new-marks").evaluate("s => getComputedStyle(s).opacity"))
    check("onion skin: the new outlines fade in as the new picture does", abs(new_opacity - 0.2) < 0.01,
          str(new_opacity))
    item.locator("input[value=flip]").check()
    check("flip: the old version alone at first",
          item.locator("img.top").is_visible() and not item.locator("svg.new-marks").is_visible())
    item.locator("button.flip").click()
    check("flip: the button shows the new version alone",
          not item.locator("img.top").is_visible() and not item.locator("svg.old-marks").is_visible()
          and item.locator("svg.new-marks").is_visible())
    quiet = page.locator("img[data-warnings-src]")
    check("pictures with warnings start without their outlines",
          quiet.count() > 0 and all(quiet.nth(i).get_attribute("src") == quiet.nth(i).get_attribute("data-quiet-src")
                                    and not quiet.nth(i).get_attribute("src").endswith("-warnings.svg")
                                    for i in range(min(quiet.count(), 20))))
    quiet_text = (diff / quiet.first.get_attribute("data-quiet-src")).read_text()
    loud_text = (diff / quiet.first.get_attribute("data-warnings-src")).read_text()
    check("the quiet picture hides the warning outlines, the other keeps them",
          ".warning{display:none}" in quiet_text and 'class="warning"' in loud_text
          and ".warning{display:none}" not in loud_text)
    page.check("#show-warnings")
    check("Show warnings swaps in the pictures as rendered",
          quiet.first.get_attribute("src") == quiet.first.get_attribute("data-warnings-src"))
    page.uncheck("#show-warnings")
    link = page.locator("#changes a[href^='#layout-']").first
    target = link.get_attribute("href")
    link.click()
    header_bottom = page.locator("header.page").bounding_box()["height"]
    heading_top = page.locator(target + " h2").evaluate("h => h.getBoundingClientRect().top")
    check("a link's target lands below the sticky header", heading_top >= header_bottom - 1,
          f"header {header_bottom}, heading {heading_top}")
    folded = page.locator("section.item.changed .same-change a").first
    folded_target = folded.get_attribute("href")
    folded.click()
    page.wait_for_function("id => document.querySelector(id).closest('details').open", arg=folded_target)
    folded_top = page.locator(folded_target + " h3").evaluate("h => h.getBoundingClientRect().top")
    check("a link to a folded environment opens its pictures and lands below the sticky header",
          folded_top >= header_bottom - 1 and page.locator(folded_target).is_visible(),
          f"header {header_bottom}, heading {folded_top}")
    page.goto(url(diff / "index.html"))
    item = page.locator("section.item.changed").first
    marks = item.locator(":scope > .sides svg.marks rect.mark").count()
    check("only the changed shapes are outlined", 0 < marks <= 4, str(marks))
    hidden = page.locator("section.item.unchanged").count()
    page.check("#show-all")
    check("Show all reveals unchanged layouts", hidden == 0 or page.locator(
        "section.item.unchanged").first.is_visible())
    no_sideways_scroll(page, "diff")
    page.screenshot(path=str(shots / "diff-1440.png"))
    page.goto(url(diff / "changes.html"))
    check("the compact page lists changes without pictures",
          page.locator("img").count() == 0 and page.locator(".compact-list > li").count() > 0)
    page.click(".compact-list > li > a")
    check("a compact entry leads to its pictures", page.url.split("#")[0].endswith("/index.html")
          and "#layout-" in page.url)
    page.goto(url(diff / "changes.html"))
    no_sideways_scroll(page, "diff changes")
    page.screenshot(path=str(shots / "diff-changes-1440.png"))
    page.close()

    # --- A swept report (render --sweep): the breakpoint strip and the width scrubber. ---
    for width in (1440, 390):
        page = browser.new_page(viewport={"width": width, "height": 1000})
        errors += watch(page)
        page.goto(url(swept / "mail" / "index.html"))
        section = page.locator("section.sweep").filter(has_text="landscape").first
        strip = section.locator("a.strip img")
        strip.scroll_into_view_if_needed()
        try:
            strip.evaluate("i => i.decode()")
        except Exception:
            pass
        check(f"{width}: the scene page has a sweep with its strip (a lazy image, loaded in view)",
              section.count() == 1 and strip.evaluate("i => i.complete && i.naturalWidth > 0"))
        scrubber = section.locator("input[type=range]")
        output = section.locator("output")
        picture = section.locator("img.interval")
        box = strip.bounding_box()
        check(f"{width}: the strip fits the page, scaled to its width",
              box["x"] >= 0 and box["x"] + box["width"] <= width and box["width"] <= 960.5, str(box))
        strip_file = (swept / "mail" / section.locator("a.strip").get_attribute("href")).read_text()
        check(f"{width}: the strip's intervals take no warning amber",
              "#f2b84b" not in strip_file and "#e0a030" not in strip_file)
        scrubber.focus()

        def thumb_off_strip():
            low, high = float(scrubber.get_attribute("min")), float(scrubber.get_attribute("max"))
            value = float(scrubber.input_value())
            bar = strip.bounding_box()
            scale = bar["width"] / 960
            on_strip = bar["x"] + (16 + (value - low) * 928 / (high - low)) * scale
            track = scrubber.bounding_box()
            thumb = track["x"] + 8 + (value - low) / (high - low) * (track["width"] - 16)
            return abs(thumb - on_strip)

        page.keyboard.press("End")
        check(f"{width}: at the widest window the slider's thumb is over the strip's end",
              thumb_off_strip() < 1.5, str(thumb_off_strip()))
        page.keyboard.press("Home")
        check(f"{width}: at the narrowest window the slider's thumb is over the strip's start",
              thumb_off_strip() < 1.5, str(thumb_off_strip()))
        check(f"{width}: Home moves the scrubber to the narrowest window",
              output.text_content() == "320 pt", output.text_content())
        first = picture.get_attribute("src")
        for _ in range(348):
            page.keyboard.press("ArrowRight")
        check(f"{width}: the arrow keys move it a point at a time",
              output.text_content() == "668 pt", output.text_content())
        check(f"{width}: crossing a breakpoint shows the next interval's diagram",
              picture.get_attribute("src") != first and picture.get_attribute("src").endswith("-668.svg"),
              picture.get_attribute("src"))
        page.wait_for_timeout(200)
        check(f"{width}: the interval's diagram loads",
              picture.evaluate("i => i.complete && i.naturalWidth > 0"))
        check(f"{width}: the range input says its width and interval to assistive technology",
              scrubber.get_attribute("aria-valuetext").startswith("668 pt, 668"))
        drawn = section.locator(".drawn-at")
        check(f"{width}: at an interval's first width the picture is said to be drawn there",
              drawn.text_content() == "Picture drawn at 668 pt." and "elsewhere" not in drawn.get_attribute("class"),
              drawn.text_content())
        page.keyboard.press("ArrowRight")
        check(f"{width}: past it, the picture is plainly said to be drawn at another width",
              drawn.text_content().startswith("Picture drawn at 668 pt, not at 669 pt")
              and "elsewhere" in drawn.get_attribute("class") and drawn.is_visible(), drawn.text_content())
        no_sideways_scroll(page, f"swept scene {width}")
        section.scroll_into_view_if_needed()
        page.screenshot(path=str(shots / f"sweep-{width}.png"))
        page.close()

    check("no console error or uncaught exception", not errors, "; ".join(errors))
    browser.close()

print(f"browser-suite: screenshots in {shots}")
if failures:
    print(f"browser-suite: {len(failures)} failed")
    sys.exit(1)
print("browser-suite: passed")
