// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "PaneDoc",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "panedoc", targets: ["panedoc"]),
    .plugin(name: "PaneDocPlugin", targets: ["PaneDocPlugin"]),
    .plugin(name: "PaneDocValidatePlugin", targets: ["PaneDocValidatePlugin"]),
  ],
  traits: [
    .default(enabledTraits: ["BuildPanedoc"]),
    .trait(
      name: "BuildPanedoc",
      description: """
        The command plugins build panedoc from source. A package that declares the release's \
        panedoc artifact bundle as a binary target depends on PaneDoc with `traits: []`, and the \
        plugins run that binary with nothing to build.
        """),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Yams 5 and 6 both build it: packages that need either can depend on PaneDoc.
    .package(url: "https://github.com/jpsim/Yams", "5.0.1"..<"7.0.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    // The stages, in the order data flows: read (XML, Input) → layout → run (what to lay out,
    // within its limits) → render (one artefact: SVG, JSON, sweep tables) → report (the
    // folder) or diff. Core holds what every stage shares.
    .target(name: "PaneDocCore"),
    .target(name: "PaneDocModel", dependencies: ["PaneDocCore"]),
    .target(name: "PaneDocXML", dependencies: ["CLibXML2", "PaneDocCore", "PaneDocModel"]),
    .target(
      name: "PaneDocInput",
      dependencies: ["PaneDocCore", "PaneDocXML", "PaneDocModel"],
      exclude: ["Schema"],
      plugins: ["PaneDocEmbed"]
    ),
    .target(name: "PaneDocLayout", dependencies: ["PaneDocCore", "PaneDocModel", "PaneDocSolver"]),
    // What a run lays out: the plan within the run limits, the scenes laid out when asked, the
    // width sweeps, the run record; the render, report and diff stages take its results.
    .target(
      name: "PaneDocRun",
      dependencies: ["PaneDocCore", "PaneDocModel", "PaneDocXML", "PaneDocLayout"]),
    .target(name: "PaneDocMustache"),
    // The Cassowary constraint solver behind the content layout; it depends on nothing.
    .target(name: "PaneDocSolver"),
    .target(
      name: "PaneDocTemplates",
      path: "Templates",
      exclude: ["README.md", "html"],
      plugins: ["PaneDocEmbed"]
    ),
    .target(
      name: "PaneDocConfig",
      dependencies: [
        "PaneDocCore", "PaneDocModel", "PaneDocLayout", .product(name: "Yams", package: "Yams"),
      ]
    ),
    .target(
      name: "PaneDocRender",
      dependencies: [
        "PaneDocCore", "PaneDocModel", "PaneDocLayout", "PaneDocRun", "PaneDocMustache",
        "PaneDocTemplates",
      ]
    ),
    .target(
      name: "PaneDocReport",
      dependencies: [
        "PaneDocCore", "PaneDocModel", "PaneDocLayout", "PaneDocRun", "PaneDocMustache",
        "PaneDocRender",
      ]
    ),
    .target(
      name: "PaneDocDiff",
      dependencies: [
        "PaneDocCore", "PaneDocModel", "PaneDocLayout", "PaneDocRun", "PaneDocMustache",
        "PaneDocRender",
      ]
    ),
    .executableTarget(
      name: "panedoc",
      dependencies: [
        "PaneDocCore", "PaneDocModel", "PaneDocXML", "PaneDocInput", "PaneDocLayout",
        "PaneDocRun", "PaneDocRender", "PaneDocReport", "PaneDocDiff", "PaneDocConfig",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      plugins: ["PaneDocVersion"]
    ),
    // The version `panedoc --version` prints, read from git (or a release archive) at build time.
    .plugin(name: "PaneDocVersion", capability: .buildTool()),
    // The templates and the schema, compiled into the targets that use them: the executable
    // needs no files beside it, and no build folder's path is written into it.
    .plugin(name: "PaneDocEmbed", capability: .buildTool()),
    // `swift package panedoc …` in a package that depends on this one, or in Xcode: runs
    // panedoc (the release's binary when the package declares it, else one built from source)
    // with the arguments given. It may write reports, so it asks for that permission; the
    // validating plugin below asks for none.
    .plugin(
      name: "PaneDocPlugin",
      capability: .command(
        intent: .custom(
          verb: "panedoc", description: "Render, diff or validate interface layouts with panedoc"),
        permissions: [
          .writeToPackageDirectory(reason: "panedoc writes its report folders into the package")
        ]),
      dependencies: [.target(name: "panedoc", condition: .when(traits: ["BuildPanedoc"]))]
    ),
    // `swift package panedoc-validate [--target T…]`: `panedoc validate --strict` on the
    // targets' storyboards and xibs, writing nothing; in Xcode each error is an issue.
    .plugin(
      name: "PaneDocValidatePlugin",
      capability: .command(
        intent: .custom(
          verb: "panedoc-validate",
          description: "Check the targets' storyboards and xibs with panedoc validate --strict")),
      dependencies: [.target(name: "panedoc", condition: .when(traits: ["BuildPanedoc"]))]
    ),
    .executableTarget(
      name: "panedoc-bench",
      dependencies: [
        "PaneDocCore", "PaneDocModel", "PaneDocXML", "PaneDocInput", "PaneDocLayout", "PaneDocRun",
        "PaneDocRender", "PaneDocReport", "PaneDocSolver",
      ],
      path: "Benchmarks/PaneDocBenchmarks"
    ),
    // The fuzz target: a replay driver normally, a libFuzzer entry point with `-DFUZZING`
    // (see the README's safety section for the build and run commands).
    .executableTarget(
      name: "panedoc-fuzz",
      dependencies: [
        "PaneDocModel", "PaneDocInput", "PaneDocLayout", "PaneDocRun", "PaneDocRender",
        "PaneDocReport", "PaneDocConfig",
      ],
      path: "Sources/PaneDocFuzz"
    ),
    // Golden files for the test targets: compared, diffed as hunks, recorded on request; and
    // the diff tests' sample layouts and edit.
    .target(
      name: "PaneDocTestSupport",
      dependencies: [
        "PaneDocDiff", "PaneDocInput", "PaneDocLayout", "PaneDocModel", "PaneDocRender",
        "PaneDocXML",
      ],
      path: "Tests/PaneDocTestSupport"
    ),
    .testTarget(name: "PaneDocModelTests", dependencies: ["PaneDocCore", "PaneDocModel"]),
    .testTarget(name: "PaneDocXMLTests", dependencies: ["PaneDocXML", "PaneDocModel"]),
    .testTarget(
      name: "PaneDocInputTests",
      dependencies: ["PaneDocInput", "PaneDocXML", "PaneDocModel", "PaneDocTestSupport"]),
    .testTarget(
      name: "PaneDocLayoutTests", dependencies: ["PaneDocLayout", "PaneDocInput", "PaneDocModel"],
      exclude: ["Golden", "Fixtures"]),
    .testTarget(name: "PaneDocSolverTests", dependencies: ["PaneDocSolver"]),
    .testTarget(name: "PaneDocMustacheTests", dependencies: ["PaneDocMustache"], exclude: ["Spec"]),
    .testTarget(
      name: "PaneDocRenderTests",
      dependencies: [
        "PaneDocCore", "PaneDocRender", "PaneDocReport", "PaneDocDiff", "PaneDocInput",
        "PaneDocLayout", "PaneDocRun", "PaneDocModel", "PaneDocMustache", "PaneDocXML",
        "PaneDocTestSupport",
      ],
      exclude: ["Golden"]),
    .testTarget(
      name: "panedocTests",
      dependencies: [
        "panedoc", "PaneDocCore", "PaneDocXML", "PaneDocInput", "PaneDocLayout", "PaneDocRun",
        "PaneDocModel", "PaneDocRender", "PaneDocReport", "PaneDocDiff", "PaneDocConfig",
        "PaneDocTestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["Golden"]),
    .testTarget(
      name: "PaneDocConfigTests", dependencies: ["PaneDocConfig", "PaneDocLayout", "PaneDocModel"]),
    // The plugins' shared logic (Plugins/PaneDocPluginShared, linked in as Shared), which
    // needs no plugin API and so is tested here, on every system.
    .testTarget(name: "PaneDocPluginTests"),
    .testTarget(
      name: "PaneDocBenchmarksTests",
      dependencies: [
        "panedoc-bench", "PaneDocInput", "PaneDocLayout", "PaneDocModel", "PaneDocSolver",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
