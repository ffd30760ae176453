from sucker.cli import main

main()
