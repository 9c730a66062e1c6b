// Module Menus: the five controls of the seed tutorials: DialMenu, RadialMenu,
// ConfirmActionButton, FloatingMenu and SlideMenu.
