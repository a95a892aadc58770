// swift-tools-version:6.2
// 6.2: the tests use exit tests, which came with Swift 6.2; an older toolchain says so here
// rather than failing partway through the build.
import PackageDescription

// The targets are layers: each depends only on those below it, and the compiler keeps it so.
// `Sources/README.md` is the map of every target and folder.
let package = Package(
  name: "popgesture",
  // Swift Testing and `MainActor`, which PopGestureTesting and the UIKit capture use, need
  // macOS 10.15 and iOS 13; nothing in the package needs a later system.
  platforms: [.macOS(.v10_15), .iOS(.v13)],
  products: [
    .executable(name: "popgesture", targets: ["PopGestureCLI"]),
    .executable(name: "popgesture-bench", targets: ["PopGestureBench"]),
    .library(name: "PopGesture", targets: ["PopGesture"]),
    .library(name: "PopGestureFormats", targets: ["PopGestureFormats"]),
    .library(name: "PopGestureTools", targets: ["PopGestureTools"]),
    .library(name: "PopGestureTesting", targets: ["PopGestureTesting"]),
    .library(name: "PopGestureCapture", targets: ["PopGestureCapture"]),
  ],
  targets: [
    .target(
      name: "PopGesture",
      exclude: ["README.md"],
      // Rounding calls libm, which Linux links only on request when Foundation is not imported.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .target(name: "PopGestureFormats", dependencies: ["PopGesture"], exclude: ["README.md"]),
    .target(name: "PopGestureTools", dependencies: ["PopGesture", "PopGestureFormats"], exclude: ["README.md"]),
    .target(
      name: "PopGestureCapture", dependencies: ["PopGesture", "PopGestureFormats", "PopGestureTools"],
      exclude: ["README.md"]),
    .target(
      name: "PopGestureTesting", dependencies: ["PopGesture", "PopGestureFormats", "PopGestureTools"],
      exclude: ["README.md"]),
    .executableTarget(
      name: "PopGestureCLI", dependencies: ["PopGesture", "PopGestureFormats", "PopGestureTools"],
      exclude: ["README.md"]),
    .executableTarget(
      name: "PopGestureBench", dependencies: ["PopGesture", "PopGestureFormats", "PopGestureTools"],
      exclude: ["README.md"]),

    // What the test targets share: traces written in a few lines, seeded randomness, the dumps
    // of the import's fixtures, and the built `popgesture` run in a folder of its own.
    .target(
      name: "PopGestureTestSupport",
      dependencies: ["PopGesture", "PopGestureFormats", "PopGestureTools", "PopGestureTesting"],
      path: "Tests/PopGestureTestSupport"),
    .testTarget(
      name: "PopGestureTests",
      dependencies: ["PopGesture", "PopGestureFormats", "PopGestureTesting", "PopGestureTestSupport"]),
    .testTarget(
      name: "PopGestureFormatsTests",
      dependencies: ["PopGesture", "PopGestureFormats", "PopGestureTestSupport"]),
    .testTarget(
      name: "PopGestureToolsTests",
      dependencies: ["PopGesture", "PopGestureFormats", "PopGestureTools", "PopGestureTestSupport"]),
    .testTarget(
      name: "PopGestureCaptureTests",
      dependencies: ["PopGesture", "PopGestureFormats", "PopGestureCapture", "PopGestureTestSupport"]),
    .testTarget(
      name: "PopGestureCLITests",
      dependencies: ["PopGestureCLI", "PopGestureFormats", "PopGestureTools", "PopGestureTestSupport"]),
    .testTarget(
      name: "PopGestureTestingTests",
      dependencies: ["PopGestureTesting", "PopGestureFormats", "PopGestureTools", "PopGestureTestSupport"],
      exclude: ["__Verdicts__", "Swipes"]),
  ],
  swiftLanguageModes: [.v6]
)
