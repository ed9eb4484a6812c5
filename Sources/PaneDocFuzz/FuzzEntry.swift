import Foundation

// Built with `-Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING`, `main` hands control to
// libFuzzer's driver with the harness as the callback. (SwiftPM links an executable's `main` to
// the target's own entry point, so libFuzzer's `main` is never used; its driver is called
// instead.) In a normal build this is a replay driver: it runs each file given on the command
// line through the same harness, which is how a finding is reproduced.
//
// Build and run (Linux; the corpus folder collects what the fuzzer finds, Fixtures seeds it):
//
//   swift build -c debug --product panedoc-fuzz -Xswiftc -sanitize=fuzzer,address \
//     -Xswiftc -DFUZZING --scratch-path .build-fuzz
//   mkdir -p .build-fuzz/corpus
//   SWIFT_BACKTRACE=enable=no .build-fuzz/debug/panedoc-fuzz -max_total_time=1800 \
//     -max_len=65536 -timeout=10 -rss_limit_mb=4096 -dict=Fixtures/fuzz/panedoc.dict \
//     .build-fuzz/corpus Fixtures
//
// Replay a finding: `swift run panedoc-fuzz crash-<hash>`.
//
// `PANEDOC_FUZZ=config` or `PANEDOC_FUZZ=manifest` fuzzes the config file reader or the shard
// manifest reader instead of the interface readers (seeds: Fixtures/fuzz/config and
// Fixtures/fuzz/manifest).
//
// libFuzzer's leak check runs right after each input, while the concurrency runtime may still be
// releasing the report build's finished child tasks on its worker threads: it then reports their
// results as leaks (`leak-*` files). Replayed with a short pause after the build, none leaks;
// add `-detect_leaks=0` to fuzz without those reports.

#if FUZZING
  /// libFuzzer's documented entry point for programs that keep their own `main`.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  /// The callback libFuzzer calls with each input.
  @_cdecl("LLVMFuzzerTestOneInput")
  func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    ReaderFuzzHarness.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
  }

  @main
  enum FuzzEntry {
    static func main() {
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(
        runFuzzerDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) })
    }
  }
#else
  @main
  enum FuzzEntry {
    static func main() {
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
          exit(2)
        }
        ReaderFuzzHarness.run(Array(data))
        print("ok \(path)")
      }
    }
  }
#endif
