extension AuditPage {
  /// The page's stylesheet: light by default, dark when the reader prefers it, with shades whose
  /// text keeps a contrast of at least 4.5 to 1 in both. It holds no `<` or `&`, so it is valid
  /// XML as it is.
  static let style = """
    :root {
      color-scheme: light dark;
      --background: #ffffff; --text: #1d1d1f; --muted: #56565e; --line: #d2d2d8; --card: #f5f5f7;
      --link: #0b57c6; --pops: #176b2c; --stays: #b3261e; --kind: #e8e8ed;
      --share0: #ececf0; --share1: #e4f3e5; --share2: #cbe9cd; --share3: #a9dbac; --share4: #84ca89;
      --share5: #5fb866;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --background: #141417; --text: #ececf1; --muted: #a9a9b4; --line: #3b3b44; --card: #1f1f24;
        --link: #8ab8ff; --pops: #7ddc8c; --stays: #ff8a80; --kind: #2e2e36;
        --share0: #26262c; --share1: #1b3120; --share2: #1d4024; --share3: #1f5028; --share4: #22602d;
        --share5: #237030;
      }
    }
    * { box-sizing: border-box; }
    body {
      margin: 0 auto; max-width: 1240px; padding: 24px 28px 48px; background: var(--background);
      color: var(--text); font: 15px/1.45 -apple-system, "Helvetica Neue", Arial, sans-serif;
    }
    a { color: var(--link); }
    h1 { font-size: 26px; margin: 8px 0 6px; }
    h2 { font-size: 20px; margin: 0 0 10px; }
    h3 { font-size: 16px; margin: 22px 0 8px; }
    h4 { font-size: 15px; margin: 0 0 6px; }
    code, pre, .file, .screen, .on { font-family: ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; }
    code { font-size: 13px; }
    .intro { max-width: 75em; color: var(--text); }
    .shades { color: var(--muted); font-size: 13px; }
    .shade { display: inline-block; padding: 1px 8px; border-radius: 4px; color: var(--text); }
    .scroll { overflow-x: auto; }
    table.overview { border-collapse: collapse; width: 100%; font-size: 14px; }
    .overview th, .overview td { border: 1px solid var(--line); padding: 6px 8px; text-align: left; vertical-align: top; }
    .overview thead th { background: var(--card); white-space: nowrap; }
    .overview thead button {
      font: inherit; font-weight: 600; color: inherit; background: none; border: 0; padding: 0; cursor: pointer;
    }
    .overview thead button::after { content: " \\2195"; color: var(--muted); font-weight: 400; }
    .overview th[aria-sort="ascending"] button::after { content: " \\2191"; color: var(--text); }
    .overview th[aria-sort="descending"] button::after { content: " \\2193"; color: var(--text); }
    .overview .number { color: var(--muted); text-align: right; width: 3em; }
    .overview th.file { font-weight: 400; overflow-wrap: anywhere; }
    .overview td.screen { overflow-wrap: break-word; }
    .overview td.result { padding: 0; min-width: 9.5em; }
    .overview td.result a { display: block; padding: 6px 8px; color: var(--text); text-decoration: none; }
    .overview td.result a:hover .percent, .overview td.result a:focus .percent { text-decoration: underline; }
    .overview td.missing { color: var(--muted); padding: 6px 8px; }
    .percent { font-weight: 700; font-size: 15px; }
    .count { display: block; font-size: 12px; }
    .share0 { background: var(--share0); } .share1 { background: var(--share1); }
    .share2 { background: var(--share2); } .share3 { background: var(--share3); }
    .share4 { background: var(--share4); } .share5 { background: var(--share5); }
    .arrow { white-space: nowrap; }
    .mark { font-weight: 600; white-space: nowrap; }
    .systems .mark.pops { color: var(--pops); } .systems .mark.stays { color: var(--stays); }
    section.audit { border-top: 2px solid var(--line); margin-top: 36px; padding-top: 20px; }
    h2.file { overflow-wrap: anywhere; }
    .facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 0 0 8px; }
    .facts dt { color: var(--muted); }
    .facts dd { margin: 0; overflow-wrap: anywhere; }
    .notes { background: var(--card); border-left: 4px solid var(--line); padding: 4px 14px; margin: 10px 0; }
    .notes h3 { margin: 6px 0 2px; font-size: 14px; }
    .notes ul { margin: 4px 0 8px; padding-left: 20px; }
    figure.maps { margin: 14px 0; overflow-x: auto; }
    figure.maps svg { display: block; max-width: 100%; height: auto; border-radius: 6px; border: 1px solid var(--line); }
    ol.findings { padding-left: 24px; }
    ol.findings li { margin: 0 0 10px; }
    ol.findings p { margin: 2px 0; }
    .kind {
      display: inline-block; padding: 0 7px; border-radius: 4px; background: var(--kind); font-size: 12px;
      font-weight: 600; text-transform: uppercase; letter-spacing: 0.03em;
    }
    .on { color: var(--muted); font-size: 13px; }
    .fix .label { color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: 0.03em; }
    .fix.none { color: var(--muted); }
    .none { color: var(--muted); }
    .systems { display: grid; gap: 10px; }
    .system { background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: 10px 12px; }
    .resolved { color: var(--muted); font-weight: 400; font-size: 13px; }
    .typical { margin: 6px 0; font-size: 14px; }
    .typical summary { cursor: pointer; }
    .typical .outcome { color: var(--muted); }
    pre {
      font-size: 12px; line-height: 1.4; background: var(--background); border: 1px solid var(--line);
      border-radius: 4px; padding: 8px 10px; margin: 6px 0 0; overflow-x: auto; white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    .back { font-size: 13px; }
    @media print { .overview thead button::after { content: none; } }

    """

  /// The map's stylesheet (`MapPlot.style`), held to the page's maps, with the colours that keep
  /// a map readable on a dark page.
  static var mapStyle: String {
    scoped(MapPlot.style + MapPlot.skippedStyle, under: "figure.maps") + """
      @media (prefers-color-scheme: dark) {
        figure.maps .page { fill: #1f1f24; }
        figure.maps text { fill: #ececf1; }
        figure.maps .viewLabel {
          fill: #ffffff; paint-order: stroke; stroke: #1f1f24; stroke-width: 2.4px; stroke-linejoin: round;
        }
        figure.maps .subtitle, figure.maps .legend, figure.maps .summary { fill: #b4b4bf; }
        figure.maps .device, figure.maps .view, figure.maps .view.skipped, figure.maps .thumb { stroke: #ececf1; }
        figure.maps .thumb { fill: #1f1f24; }
        figure.maps .cell.nothing { fill: #2c2c33; }
        figure.maps .cell.refused { fill: #4a4a53; }
        figure.maps .statusBar { fill: #ffffff; fill-opacity: 0.14; }
      }

      """
  }

  /// `css`, one rule a line, with every selector held to the elements inside `scope`.
  static func scoped(_ css: String, under scope: String) -> String {
    var result = ""
    for line in css.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let brace = line.firstIndex(of: "{") else {
        result += line + "\n"
        continue
      }
      let selectors = line[..<brace].split(separator: ",").map { selector in
        let start = selector.drop(while: \.isWhitespace)
        return
          "\(scope) \(start.prefix(upTo: start.lastIndex { !$0.isWhitespace }.map(start.index(after:)) ?? start.startIndex))"
      }
      result += selectors.joined(separator: ", ") + " " + line[brace...] + "\n"
    }
    return result
  }

  /// Makes the overview sortable: each heading becomes a button that sorts the rows by its
  /// column, ascending and then descending, ties in file order. Without it the table reads the
  /// same, in file order. It holds no `<` or `&`, so it is valid XML as it is.
  static let script = """
    (function () {
      "use strict";
      var table = document.getElementById("overview-table");
      if (!table || !table.tHead || !table.tBodies.length) { return; }
      var body = table.tBodies[0];
      var headings = table.tHead.rows[0].cells;
      function key(cell) {
        var value = cell.getAttribute("data-sort");
        return value === null ? cell.textContent.trim() : Number(value);
      }
      Array.prototype.forEach.call(headings, function (heading, column) {
        var button = document.createElement("button");
        button.type = "button";
        button.textContent = heading.textContent;
        button.title = "sort by " + heading.textContent;
        heading.textContent = "";
        heading.appendChild(button);
        button.addEventListener("click", function () {
          var descending = heading.getAttribute("aria-sort") === "ascending";
          Array.prototype.forEach.call(headings, function (other) { other.removeAttribute("aria-sort"); });
          heading.setAttribute("aria-sort", descending ? "descending" : "ascending");
          var rows = Array.prototype.slice.call(body.rows);
          rows.sort(function (a, b) {
            var x = key(a.cells[column]);
            var y = key(b.cells[column]);
            var order = typeof x === "number" ? x - y : x.localeCompare(y);
            if (descending) { order = -order; }
            return order !== 0 ? order : Number(a.getAttribute("data-order")) - Number(b.getAttribute("data-order"));
          });
          rows.forEach(function (row) { body.appendChild(row); });
        });
      });
    })();

    """
}
