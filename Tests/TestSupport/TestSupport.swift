// Helpers shared by the test targets: tolerances, snapshot strategies, scripted scenes.
