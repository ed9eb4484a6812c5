// swift-tools-version:6.1
import PackageDescription

// An app's package that uses PaneDoc's command plugin: `swift package panedoc render` here
// builds panedoc from the package it depends on and renders Sources/App/Base.lproj.
let package = Package(
  name: "PluginClient",
  dependencies: [
    .package(name: "PaneDoc", path: "../..")
  ],
  targets: [
    .target(name: "App", exclude: ["Base.lproj"])
  ]
)
