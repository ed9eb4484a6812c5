import Foundation
import PaneDocInput
import PaneDocModel

/// The generated interface of `scenes` scenes read as `panedoc` reads a file, for the stages
/// measured in process. The generator's output always reads; if it ever does not, the benchmark
/// stops with exit status 2 rather than time nothing.
enum GeneratedInterface {
  static func read(scenes: Int) -> Interface {
    let result = InterfaceLoader.read(
      Array(InterfaceGenerator.ownFormat(scenes: scenes).utf8), file: "bench.xml")
    guard let interface = result.interface else {
      print("the generated interface did not read")
      exit(2)
    }
    return interface
  }
}
