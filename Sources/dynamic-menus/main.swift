import DynamicMenusCommands

DynamicMenusCommand.main()
