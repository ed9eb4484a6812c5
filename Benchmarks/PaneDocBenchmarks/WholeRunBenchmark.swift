import Foundation

/// Whole `panedoc render` runs of the release binary, on each file system given: the full render,
/// the copy floor (`cp -r` of its report), and a re-render with nothing changed.
///
/// Beside the wall time, each run's CPU time (user and system, from `wait4`) and the report's
/// bytes per CPU second: on a shared machine the wall time says as much about the other
/// processes as about PaneDoc, while the CPU time is what the render itself costs. On a tmpfs
/// the kernel's share is the copy into memory; on a disk it is the file system's too.
enum WholeRunBenchmark {
  /// A place the reports are written: its name in the table and its folder.
  struct Place {
    var name: String
    var folder: URL
  }

  /// The temporary folder (a disk, as a rule) and, where there is one, `/dev/shm` (a tmpfs).
  static func places(disk: URL) -> [Place] {
    var places = [Place(name: "disk", folder: disk)]
    if FileManager.default.isWritableFile(atPath: "/dev/shm") {
      places.append(
        Place(
          name: "tmpfs",
          folder: URL(fileURLWithPath: "/dev/shm/panedoc-bench-\(getpid())")))
    }
    return places
  }

  /// Runs `runs` renders of each scene count in each place and prints one table per place; the
  /// inputs are written into `work`. Returns the fastest wall and the least CPU time by scene
  /// count, per place.
  @discardableResult
  static func run(
    sceneCounts: [Int], binary: String, work: URL, places: [Place], runs: Int
  ) throws -> [String: [Int: (wall: Double, cpu: Double)]] {
    var inputs: [Int: String] = [:]
    for count in sceneCounts {
      let url = work.appendingPathComponent("render-\(count).xml")
      try Data(InterfaceGenerator.ownFormat(scenes: count).utf8).write(to: url)
      inputs[count] = url.path
    }
    var results: [String: [Int: (wall: Double, cpu: Double)]] = [:]
    for place in places {
      try FileManager.default.createDirectory(at: place.folder, withIntermediateDirectories: true)
      defer {
        if place.folder != work { try? FileManager.default.removeItem(at: place.folder) }
      }
      print(
        "\n## `panedoc render` over the default matrix, \(place.name) (\(place.folder.path), "
          + "\(ProcessInfo.processInfo.activeProcessorCount) cores)\n")
      print(
        "Each time is the least of \(runs) runs (peak memory: the largest); MB per CPU second is "
          + "the report's bytes over the least CPU time (user + system).\n")
      row([
        "scenes", "files", "MB", "wall", "CPU", "MB per CPU s", "peak memory", "copy (cp -r)",
        "render ÷ copy", "re-render, no change", "re-render ÷ full",
      ])
      row(["---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"])
      for count in sceneCounts {
        guard let input = inputs[count] else { continue }
        // Each run writes new folders (deleting old ones would slow the next run's file creation).
        var full: [ProcessMeasurement] = []
        var copies: [ProcessMeasurement] = []
        var again: [ProcessMeasurement] = []
        var census = (files: 0, bytes: 0)
        for run in 1...runs {
          let out = place.folder.appendingPathComponent("report-\(count)-\(run)").path
          full.append(ProcessMeasurement.run(binary, ["render", input, "--out", out]))
          census = countFiles(out)
          let copyTarget = place.folder.appendingPathComponent("copy-\(count)-\(run)").path
          copies.append(ProcessMeasurement.run("/bin/cp", ["-r", out, copyTarget]))
          again.append(ProcessMeasurement.run(binary, ["render", input, "--out", out]))
          if place.folder != work {
            // Memory is what a tmpfs holds its files in: keep only one run's.
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: copyTarget)
          }
        }
        let wall = full.map(\.wall).min()!
        let cpu = full.map(\.cpu).min()!
        let copy = copies.map(\.wall).min()!
        let rerender = again.map(\.wall).min()!
        let failed = (full + again).first { $0.status != 0 }
        results[place.name, default: [:]][count] = (wall, cpu)
        row([
          "\(count)", "\(census.files)", fixed(Double(census.bytes) / 1e6, 1),
          fixed(wall) + " s" + (failed.map { " (exit \($0.status))" } ?? ""),
          fixed(cpu) + " s", fixed(Double(census.bytes) / 1e6 / max(cpu, 0.001), 1),
          fixed(full.map(\.peakMemoryMiB).max()!, 0) + " MiB", fixed(copy) + " s",
          fixed(wall / max(copy, 0.001)) + "×", fixed(rerender) + " s",
          fixed(rerender / max(wall, 0.001) * 100, 0) + " %",
        ])
      }
      if let small = results[place.name]?[100], let large = results[place.name]?[1000] {
        print(
          "\n1,000 scenes took \(fixed(large.wall / small.wall, 1))× the wall time and "
            + "\(fixed(large.cpu / small.cpu, 1))× the CPU time of 100 scenes (linear: 10×).")
      }
    }
    return results
  }
}
