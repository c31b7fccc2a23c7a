from nob_arrange import dice  # noqa: F401 - the fixture, for every test here
