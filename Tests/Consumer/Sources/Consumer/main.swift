// What an app does with the package: a dial with its own items in a host, turned to an item.
import DynamicMenus

@MainActor func run() -> Bool {
  let host = ControlHost(settings: HostSettings(size: Size(width: 390, height: 844)))
  let dial = DialMenu(frame: host.window.bounds)
  dial.itemViews = ["Tea", "Coffee", "Water"].map { MenuItem(title: $0) }
  host.window.rootView.addSubview(dial)
  dial.show(animated: false)
  dial.selectItem(at: 2, animated: false)
  let frame = host.frame(1 / 60)
  print(
    "consumer: \(dial.itemViews.count) items, selected \(dial.selectedIndex ?? -1), "
      + "\(frame.displayList.commands.count) drawing commands")
  return dial.selectedIndex == 2 && !frame.displayList.commands.isEmpty
}

guard MainActor.assumeIsolated({ run() }) else { fatalError("consumer: the dial did not work") }
