import DynamicMenusViews
public import ArgumentParser
import DynamicMenusCairo
import DynamicMenusDemoScenes
import DynamicMenusLayers
import DynamicMenusScripts
import Foundation

/// `dynamic-menus gallery [--out DIR] [--only CONTROL[/SCRIPT]]… [--fps F]
/// [--animation-scale S] [--still-scale S] [--demos DIR]`: every control's demo scripts played
/// headless, as animations (APNG), stills (PNG) and one `index.html` that shows them with the
/// scripts' titles and captions.
///
/// The output is deterministic (the same scripts give the same bytes) and written all at once
/// (``GalleryDirectory``). The last line on standard output is the page's absolute path.
public struct GalleryCommand: ParsableCommand, Sendable {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Play every control's demo scripts and write an HTML gallery of them.",
    discussion: """
      Each script in Demos/<control>/*.script becomes an animation (APNG) and a still (PNG); \
      index.html shows them with the scripts' '# title:' and '# caption:' lines. The \
      directory is replaced only when it is empty or an earlier gallery. Progress goes to \
      standard error; the page's path is printed last. Bad input exits with status 2 and \
      writes nothing.
      """)

  /// The output directory.
  @Option(help: ArgumentHelp("The output directory.", valueName: "dir"))
  var out = "out/gallery"

  /// Only these controls or scripts.
  @Option(
    help: ArgumentHelp(
      "Only this control, or one script of it (repeatable), e.g. radial or radial/select.",
      valueName: "control[/script]"))
  var only: [String] = []

  /// Animation frames a second.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Animation frames a second (1…60).", valueName: "fps"))
  var fps: Double = 20

  /// Device pixels per point of the animations.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Pixels per point of the animations (0.25…4).", valueName: "scale"))
  var animationScale: Double = 1

  /// Device pixels per point of the stills.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Pixels per point of the stills (0.25…4).", valueName: "scale"))
  var stillScale: Double = 2

  /// Where the demo scripts are.
  @OptionGroup var demoScripts: DemoDirectoryOption

  /// The built web host (`make web`) whose files make each control live on the page.
  @Option(
    help: ArgumentHelp(
      "The web host (make web's out/web): each control also gets a live canvas.",
      valueName: "dir"))
  var web: String?

  /// Creates the command (ArgumentParser fills the options).
  public init() {}

  /// Writes the gallery, or reports bad input with exit status 2.
  public func run() throws {
    try MainActor.assumeIsolated {
      try reportingBadInput("gallery") {
        try TextMeasurement.withMeasurer(PangoTextMeasurer()) {
          let page = try write()
          print(page.path)
        }
      }
    }
  }

  /// The order the tutorials come in, and the page shows the controls in.
  static let tutorialOrder = ["dial", "radial", "confirm", "floating", "slide"]

  /// The scripts to play, grouped by control in the tutorials' order (then any other scene).
  @MainActor
  func plan(demosDirectory: String) throws(BadInput) -> [(DemoSceneKind, [DemoScript])] {
    var plan: [(DemoSceneKind, [DemoScript])] = []
    var matched = Set<String>()
    let rank = { (name: String) in Self.tutorialOrder.firstIndex(of: name) ?? Int.max }
    for type in DemoRegistry.scenes.sorted(by: { rank($0.name) < rank($1.name) }) {
      var scripts = try DemoScripts.load(control: type.name, in: demosDirectory)
      if !only.isEmpty {
        scripts = scripts.filter { script in
          let keys = [script.control, script.control + "/" + script.name]
          let hit = keys.filter(only.contains)
          matched.formUnion(hit)
          return !hit.isEmpty
        }
      }
      if !scripts.isEmpty { plan.append((type, scripts)) }
    }
    if let missing = only.first(where: { !matched.contains($0) }) {
      throw BadInput(
        "--only '\(missing)' names no demo script in '\(demosDirectory)' (use CONTROL or "
          + "CONTROL/SCRIPT; controls: \(DemoRegistry.names.joined(separator: ", ")))")
    }
    guard !plan.isEmpty else {
      throw BadInput("no demo scripts in '\(demosDirectory)' (expected <control>/*.script)")
    }
    return plan
  }

  /// Plays the scripts, writes the files, and returns the page's URL.
  @MainActor
  func write() throws(BadInput) -> URL {
    guard fps.isFinite, fps >= 1, fps <= 60 else {
      throw BadInput("--fps \(PrintedNumber.typed(fps)) is not between 1 and 60 frames a second")
    }
    for (name, scale) in [("--animation-scale", animationScale), ("--still-scale", stillScale)] {
      guard scale.isFinite, scale >= 0.25, scale <= 4 else {
        throw BadInput("\(name) \(PrintedNumber.typed(scale)) is not between 0.25 and 4")
      }
    }
    var directory = try GalleryDirectory(path: out)
    guard let demosDirectory = demoScripts.directory else {
      throw BadInput("cannot find the demo scripts: no ./Demos here; give --demos DIR")
    }
    guard DemoScripts.isDirectory(demosDirectory) else {
      throw BadInput("--demos '\(demosDirectory)' is not a directory")
    }
    let plan = try plan(demosDirectory: demosDirectory)
    let webFiles = try web.map { d throws(BadInput) in try GalleryPage.webHostFiles(in: d) }
    let recorder = GalleryRecorder(
      fps: fps, animationScale: animationScale, stillScale: stillScale)
    // Refused before anything runs: an animation holds all its frames until it is encoded.
    for script in plan.flatMap(\.1) {
      let duration = GalleryRecorder.duration(of: script.script)
      let count = recorder.frameCount(duration: duration)
      let most = SceneOptions.maximumAnimationFrames
      guard count <= most else {
        let seconds = PrintedNumber.typed((duration * 100).rounded() / 100)
        throw BadInput(
          "'\(script.script.name)' lasts \(seconds) seconds: at \(PrintedNumber.typed(fps)) fps "
            + "its animation would have \(count) frames (at most \(most)); shorten it or lower "
            + "--fps")
      }
    }
    let progress = ProgressReporter(total: plan.reduce(0) { $0 + $1.1.count })
    try directory.prepare()
    do throws(BadInput) {
      var sections: [GalleryPage.Section] = []
      var done = 0
      for (type, scripts) in plan {
        var entries: [GalleryPage.Entry] = []
        for script in scripts {
          let base = "\(script.control)/\(script.name)"
          let recording: GalleryRecorder.Recording
          do {
            recording = try recorder.record(type, script.script)
          } catch {
            throw BadInput("cannot encode '\(base)': \(error)")
          }
          try directory.write(recording.animation, to: base + ".apng")
          try directory.write(recording.still, to: base + ".png")
          entries.append(
            GalleryPage.Entry(
              title: script.title, caption: script.caption, animation: base + ".apng",
              still: base + ".png", stillTime: recording.stillTime,
              duration: recording.duration, size: recording.size))
          done += 1
          progress.report(done: done, label: base)
        }
        sections.append(
          GalleryPage.Section(
            name: type.name, title: type.displayName, summary: type.summary, entries: entries))
      }
      progress.finish()
      for (name, bytes) in webFiles ?? [] { try directory.write(bytes, to: name) }
      let page = GalleryPage(sections: sections, isLive: webFiles != nil)
      try directory.write(Array(page.html.utf8), to: "index.html")
      try directory.commit()
    } catch {
      progress.finish()
      directory.discard()
      throw error
    }
    return directory.url.appendingPathComponent("index.html")
  }
}
