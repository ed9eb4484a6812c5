// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "PaneDoc",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "panedoc", targets: ["panedoc"]),
    .plugin(name: "PaneDocPlugin", targets: ["PaneDocPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
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
    .target(
      name: "PaneDocTemplates",
      path: "Templates",
      exclude: [],
      resources: [.copy("html")]
    ),
    .target(
      name: "PaneDocConfig",
      dependencies: ["PaneDocModel", "PaneDocLayout", .product(name: "Yams", package: "Yams")]
    ),
    .target(
      name: "PaneDocRender",
      dependencies: [
        "PaneDocModel", "PaneDocLayout", "PaneDocTemplates",
      ]
    ),
    .executableTarget(
      name: "panedoc",
      dependencies: [
        "PaneDocModel", "PaneDocInput", "PaneDocLayout", "PaneDocRender", "PaneDocConfig",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // `swift package panedoc …` in a package that depends on this one: runs the panedoc built
    // from source, so nothing is installed by hand.
    .plugin(
      name: "PaneDocPlugin",
      capability: .command(
        intent: .custom(
          verb: "panedoc", description: "Render, diff or validate interface layouts with panedoc"),
        permissions: [
          .writeToPackageDirectory(reason: "panedoc writes its report folders into the package")
        ]),
      dependencies: ["panedoc"]
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
    .testTarget(name: "PaneDocModelTests", dependencies: ["PaneDocModel"]),
    .testTarget(name: "PaneDocXMLTests", dependencies: ["PaneDocXML"]),
    .testTarget(name: "PaneDocInputTests", dependencies: ["PaneDocInput"]),
    .testTarget(name: "PaneDocLayoutTests", dependencies: ["PaneDocLayout", "PaneDocInput"]),
    .testTarget(
      name: "PaneDocRenderTests", dependencies: ["PaneDocRender", "PaneDocInput"],
      exclude: ["Golden"]),
    .testTarget(name: "PaneDocConfigTests", dependencies: ["PaneDocConfig"]),
    .testTarget(name: "panedocTests", dependencies: ["panedoc"]),
    .testTarget(
      name: "PaneDocBenchmarksTests",
      dependencies: ["panedoc-bench", "PaneDocInput", "PaneDocLayout", "PaneDocModel"]),
  ],
  swiftLanguageModes: [.v6]
)
