// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "popgesture",
  products: [
    .executable(name: "popgesture", targets: ["PopGestureCLI"]),
    .executable(name: "popgesture-bench", targets: ["PopGestureBench"]),
    .library(name: "PopGesture", targets: ["PopGesture"]),
    .library(name: "PopGestureTesting", targets: ["PopGestureTesting"]),
  ],
  targets: [
    // The pure model: trace reading, recognizers, arbiter, navigation, replay (and its threaded
    // streaming driver), verdict records, the compare table and the plot.
    .target(
      name: "PopGesture",
      // The folder map is for readers of the sources, not a resource of the library.
      exclude: ["README.md"],
      // Rounding calls libm, which Linux links only on request when Foundation is not imported.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    // What the command line reports besides the logs: goldens, their diffs, JUnit, headings.
    .target(name: "PopGestureReports", dependencies: ["PopGesture"]),
    // What an app's test target imports: scenarios written in Swift, their outcomes as values, and
    // golden verdict logs, checked from Swift Testing or XCTest.
    .target(name: "PopGestureTesting", dependencies: ["PopGesture", "PopGestureReports"]),
    // Argument parsing, files, stdout/stderr and exit codes; nothing else.
    .executableTarget(name: "PopGestureCLI", dependencies: ["PopGesture", "PopGestureReports"]),
    // Measures replay speed and memory against JSONDecoder and python's json.load, in one run.
    .executableTarget(name: "PopGestureBench", dependencies: ["PopGesture"]),
    // The command line's own types (inputs read twice, atomic files) are tested in process too;
    // tests that are a screen and a swipe are written with PopGestureTesting.
    .testTarget(
      name: "PopGestureTests",
      dependencies: ["PopGesture", "PopGestureReports", "PopGestureCLI", "PopGestureTesting"]),
    // The testing API's own tests, the README's Swift examples among them, with their goldens.
    .testTarget(
      name: "PopGestureTestingTests", dependencies: ["PopGestureTesting"], exclude: ["__Verdicts__"]),
  ],
  swiftLanguageModes: [.v6]
)
