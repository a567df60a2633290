"""A fresh, empty user folder per test, for tests that save settings or play games (import ``own_user_folder``)."""

import pytest

from game import paths


@pytest.fixture(autouse=True)
def own_user_folder(tmp_path, monkeypatch):
    """This test's own preference folder: no saved game or setting of another test shows up (Continue, controls)."""
    folder = tmp_path / "user"
    monkeypatch.setenv("ROLLINONE_USER_DIR", str(folder))
    paths.user_dir.cache_clear()
    yield folder
    paths.user_dir.cache_clear()
