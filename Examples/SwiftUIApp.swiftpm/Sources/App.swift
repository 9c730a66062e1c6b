import DynamicMenusControls
import DynamicMenusSwiftUI
import SwiftUI

/// The app: one window of the five controls.
@main
struct MenusApp: App {
  var body: some Scene {
    WindowGroup { ContentView() }
  }
}

/// The five controls with their own items, each saying what was chosen. SwiftUI and
/// DynamicMenus both have a `View`: this file imports only DynamicMenusSwiftUI and the
/// controls, so SwiftUI's names stay unambiguous.
struct ContentView: SwiftUI.View {
  static let beers = ["Pale lager", "Witbier", "Pilsner", "IPA", "Porter", "Stout"]
  static let people = ["New Contact", "Ada", "Grace", "Linus"]
  static let places = ["Home", "Inbox", "Settings"]

  @State private var beer = 0
  @State private var dialShown = true
  @State private var radialOpen = false
  @State private var sign = "none yet"
  @State private var deletions = 0
  @State private var fabOpen = false
  @State private var person = "nobody yet"
  @State private var sideMenu = false
  @State private var place = "Home"

  var body: some SwiftUI.View {
    ScrollView {
      VStack(spacing: 16) {
        Text("Dial: \(Self.beers[beer])").font(.headline)
        Toggle("Show the dial", isOn: $dialShown)
        DialMenuView(Self.beers, selection: $beer, isPresented: $dialShown)
          .frame(height: 390)

        Text("Radial: \(sign) (press and hold)").font(.headline)
        RadialMenuView(isPresented: $radialOpen) { index in
          sign = RadialMenu.zodiacItems[index].title
        }
        .frame(width: 453, height: 453)

        Text("Confirmed \(deletions) times (press harder, or hold)").font(.headline)
        ConfirmActionButtonView(title: "Delete") { deletions += 1 }
          .frame(height: 260)

        Text("Side menu: \(place)").font(.headline)
        Toggle("Show the side menu", isOn: $sideMenu)
        SlideMenuView(
          options: Self.places.map { SlideMenu.Option(title: $0) }, isPresented: $sideMenu
        ) { index in
          place = Self.places[index]
        }
        .frame(height: 320)

        Text("Floating menu: \(person)").font(.headline)
      }
      .padding()
    }
    .overlay {
      FloatingMenuView(
        items: Self.people.map { FloatingMenuController.Item(title: $0) }, isPresented: $fabOpen
      ) { index in
        person = Self.people[index]
      }
    }
  }
}
