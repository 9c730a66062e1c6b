import ArgumentParser
import DynamicMenusCommands

DynamicMenusCommand.main()
