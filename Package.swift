// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "PaneDoc",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "panedoc", targets: ["panedoc"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    .target(name: "PaneDocModel"),
    .target(name: "PaneDocXML", dependencies: ["CLibXML2", "PaneDocModel"]),
    .target(
      name: "PaneDocInput",
      dependencies: ["PaneDocXML", "PaneDocModel"],
      resources: [.copy("Schema/interface.rng")]
    ),
    .target(name: "PaneDocLayout", dependencies: ["PaneDocModel"]),
    .target(name: "PaneDocMustache"),
    .target(
      name: "PaneDocTemplates",
      path: "Templates",
      exclude: ["README.md"],
      resources: [.copy("html")]
    ),
    .target(
      name: "PaneDocRender",
      dependencies: [
        "PaneDocModel", "PaneDocLayout", "PaneDocMustache", "PaneDocTemplates",
      ]
    ),
    .executableTarget(
      name: "panedoc",
      dependencies: [
        "PaneDocModel", "PaneDocXML", "PaneDocInput", "PaneDocLayout", "PaneDocRender",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "panedoc-bench",
      dependencies: [
        "PaneDocModel", "PaneDocXML", "PaneDocInput", "PaneDocLayout", "PaneDocRender",
      ],
      path: "Benchmarks/PaneDocBenchmarks"
    ),
    // The fuzz target: a replay driver normally, a libFuzzer entry point with `-DFUZZING`
    // (see the README's safety section for the build and run commands).
    .executableTarget(
      name: "panedoc-fuzz",
      dependencies: ["PaneDocModel", "PaneDocInput", "PaneDocLayout", "PaneDocRender"],
      path: "Sources/PaneDocFuzz"
    ),
    // Golden files for the test targets: compared, diffed as hunks, recorded on request.
    .target(
      name: "PaneDocTestSupport", dependencies: ["PaneDocRender"], path: "Tests/PaneDocTestSupport"
    ),
    .testTarget(name: "PaneDocModelTests", dependencies: ["PaneDocModel"]),
    .testTarget(name: "PaneDocXMLTests", dependencies: ["PaneDocXML", "PaneDocModel"]),
    .testTarget(
      name: "PaneDocInputTests", dependencies: ["PaneDocInput", "PaneDocXML", "PaneDocModel"]),
    .testTarget(
      name: "PaneDocLayoutTests", dependencies: ["PaneDocLayout", "PaneDocInput", "PaneDocModel"]),
    .testTarget(name: "PaneDocMustacheTests", dependencies: ["PaneDocMustache"], exclude: ["Spec"]),
    .testTarget(
      name: "PaneDocRenderTests",
      dependencies: [
        "PaneDocRender", "PaneDocInput", "PaneDocLayout", "PaneDocModel", "PaneDocXML",
        "PaneDocTestSupport",
      ],
      exclude: ["Golden"]),
    .testTarget(
      name: "panedocTests",
      dependencies: [
        "panedoc", "PaneDocXML", "PaneDocInput", "PaneDocLayout", "PaneDocModel", "PaneDocRender",
        "PaneDocTestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["Golden"]),
    .testTarget(
      name: "PaneDocBenchmarksTests",
      dependencies: ["panedoc-bench", "PaneDocInput", "PaneDocLayout", "PaneDocModel"]),
  ],
  swiftLanguageModes: [.v6]
)
