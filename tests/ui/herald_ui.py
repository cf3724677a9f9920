# tests/ui/herald_ui.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Helpers for driving the real Herald window through the accessibility tree (dogtail), the way
# a screen reader or a person with a keyboard would, and the frame every test script shares
# (its checks, a throw-away home, the window manager and Orca, its RESULT line). Used by the
# scripts in tests/ui; run under tests/ui/run-ui-test.sh, which provides Xvfb, a session bus
# and accessibility.

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from dogtail.config import config

config.searchShowingOnly = False
config.defaultDelay = 0.05
config.actionDelay = 0.05
config.typingDelay = 0.02
config.searchBackoffDuration = 0.1
config.searchCutoffCount = 30
config.childrenLimit = 2000
config.logDebugToStdOut = False
config.logDebugToFile = False

from dogtail import predicate  # noqa: E402
from dogtail import rawinput  # noqa: E402
from dogtail.tree import root, SearchError  # noqa: E402
import pyatspi  # noqa: E402

# libatspi gives an application 0.8 s to answer a call (15 s just after it started), then
# fails it with "Did not receive a reply", or a property read gives an empty name. A call
# whose work is done before the answer (the "click" that builds and opens Statistics) or an
# app busy with a frame takes longer on a loaded machine: ui-a11y failed so at load 20, after
# the click on the Statistics menu item had done its work. The test waits for the app as a
# person would, up to 20 s a call; an app that does not answer in 20 s is a failure.
pyatspi.setTimeout(20000, 20000)


def log(*args):
    print("#", *args, flush=True)


def display():
    """The X display of the app (run-ui-test.sh keeps it out of the test's own environment)."""
    return os.environ.get("HERALD_TEST_DISPLAY") or os.environ.get("DISPLAY", "")


def x_env():
    env = dict(os.environ)
    env["DISPLAY"] = display()
    return env


# ---- A test's frame ----

failures = []


def check(condition, what):
    """One TAP line for a check; a failed check is kept in `failures` (see result())."""
    print("%s - %s" % ("ok" if condition else "not ok", what), flush=True)
    if not condition:
        failures.append(what)
    return condition


def make_home(prefix, settings=None, game=None, decoration_layout=None):
    """A throw-away folder for App's data_home. @settings: Herald's GSettings keys and their
    values in GVariant text, for GSETTINGS_BACKEND=keyfile (see keyfile_env()); @game: a file
    of tests/ui that is the game to resume; @decoration_layout: GTK's title bar buttons."""
    home = tempfile.mkdtemp(prefix=prefix)
    if game is not None:
        os.makedirs(os.path.join(home, "data", "herald"))
        shutil.copy(os.path.join(os.path.dirname(os.path.abspath(__file__)), game),
                    os.path.join(home, "data", "herald", "current.json"))
    if settings is not None:
        folder = os.path.join(home, "config", "glib-2.0", "settings")
        os.makedirs(folder)
        with open(os.path.join(folder, "keyfile"), "w") as f:
            f.write("[io/github/herald/Herald]\n")
            f.writelines("%s=%s\n" % kv for kv in settings.items())
    if decoration_layout is not None:
        os.makedirs(os.path.join(home, "config", "gtk-4.0"))
        with open(os.path.join(home, "config", "gtk-4.0", "settings.ini"), "w") as f:
            f.write("[Settings]\ngtk-decoration-layout=%s\n" % decoration_layout)
    return home


def desktop_settings(dice_mode):
    """make_home()'s settings for a 1280 × 800 window whose new games use @dice_mode."""
    return {"default-dice-mode": "'%s'" % dice_mode, "window-width": 1280, "window-height": 800}


def keyfile_env(schema_dir, fatal_criticals=True):
    """App's extra_env for the settings make_home() wrote; a critical in the app is a bug,
    made fatal unless @fatal_criticals is false, so that the test fails on it."""
    env = {"GSETTINGS_SCHEMA_DIR": schema_dir, "GSETTINGS_BACKEND": "keyfile"}
    if fatal_criticals:
        env["G_DEBUG"] = "fatal-criticals"
    return env


def run_on_desktop(exe, home, env, body, reader=None):
    """A window manager (and @reader, a ScreenReader, when given) on the app's display, then
    the app (App(@exe, @home, @env)), and @body(app). Afterwards all are stopped and @home is
    removed; when a check failed (or @body raised), everything @reader heard is logged."""
    wm = WindowManager().start()
    if reader is not None:
        reader.start()
    app = None
    ended = False
    try:
        app = App(exe, home, env).start()
        body(app)
        ended = True
    finally:
        if app is not None:
            app.stop()
        if reader is not None:
            reader.stop()
        wm.stop()
        if reader is not None and (failures or not ended):
            log("everything heard:")
            for line in reader.lines():
                log("  " + line)
            log("what Orca found as descriptions, the speech it cut and the speech it sent:")
            for line in reader.trace():
                log("  " + line)
        shutil.rmtree(home, ignore_errors=True)


def keyboard_test(prefix, exe, schema_dir, run, dice_mode):
    """A test by keyboard alone, as its main(): skipped without metacity or xdotool; else the
    app (@exe) in a 1280 × 800 window whose new games use @dice_mode, on a desktop, and
    @run(app). Returns the exit status."""
    print("# herald-ui-test", flush=True)  # run-ui-test.sh: this test reports a RESULT line
    if not WindowManager.available() or shutil.which("xdotool") is None:
        return skip("metacity or xdotool is not installed")
    home = make_home(prefix, desktop_settings(dice_mode))
    run_on_desktop(exe, home, keyfile_env(schema_dir), run)
    return result()


def speech_test(prefix, exe, schema_dir, out, run, game=None):
    """A test of what Orca says, as its main(): skipped without Orca or metacity; else the app
    (@exe) in a 1280 × 800 window with physical dice, resuming @game (a file of tests/ui) if
    given, on a desktop with Orca speaking into @out/speech.log (into the throw-away home
    without @out), and @run(app, reader). Returns the exit status."""
    print("# herald-ui-test", flush=True)  # run-ui-test.sh: this test reports a RESULT line
    if not ScreenReader.available() or not WindowManager.available():
        return skip("orca, speech-dispatcher or metacity is not installed")
    home = make_home(prefix, desktop_settings("physical"), game=game)
    if out:
        os.makedirs(out, exist_ok=True)
    reader = ScreenReader(os.path.join(out or home, "speech.log"))
    run_on_desktop(exe, home, keyfile_env(schema_dir), lambda app: run(app, reader), reader)
    return result()


def start_spoken_game(app, reader, players, victory_points=None):
    """New Game with @players (names; @victory_points to win when given), the setup round
    placed, then the first roll entered (Trade gate, red 1, white 2) and its sentence heard
    ("Production 3"), Orca quiet again: the start of the speech tests' games"""
    app.press("New Game")
    dialog = app.window("New Game")
    for i, name in enumerate(players):
        app.find("Player %d" % (i + 1), "text", dialog).text = name
    if victory_points is not None:
        app.find("Victory points to win", "spin button", dialog).queryValue().currentValue = victory_points
    app.press("Start", parent=dialog)
    app.window()
    app.place_setup_round()
    app.label_containing("%s to roll" % players[0])
    mark = reader.mark()
    app.press("Enter Dice…")
    dialog = app.dialog()
    app.toggle("Trade gate", dialog)
    app.toggle("Red 1", dialog)
    app.toggle("White 2", dialog)
    app.press("Enter", parent=dialog)
    app.gone("Enter Dice")
    reader.wait_for("Production 3", mark)
    reader.quiet(1.0)


def skip(why):
    """A skipped test's lines (run-ui-test.sh exits 77); returns its exit status."""
    print("1..0 # SKIP %s" % why, flush=True)
    print("# RESULT: skip", flush=True)
    return 77


def result():
    """The RESULT line run-ui-test.sh reads, from `failures`; returns the exit status. The
    failed checks are listed again just before it: `meson test --print-errorlogs` (what CI
    keeps) shows only the last 100 lines of a long log, which the speech log fills."""
    if failures:
        print("# %d checks failed:" % len(failures), flush=True)
        for what in failures:
            print("#   not ok - %s" % what, flush=True)
        print("# RESULT: fail", flush=True)
        return 1
    print("# RESULT: pass", flush=True)
    return 0


def run_test(main):
    """Runs a script's main() as the program: its return value is the exit status, and an
    exception a failure with its traceback (and a RESULT line, for run-ui-test.sh)."""
    try:
        sys.exit(main())
    except SystemExit:
        raise
    except BaseException:
        import traceback
        traceback.print_exc()
        print("# RESULT: fail", flush=True)
        sys.exit(1)


def poll(fn, timeout, interval=0.1):
    """The first true value @fn () gives within @timeout seconds, asked every @interval
    seconds (and once more at the end), or None; with it the last exception @fn () raised (an
    AT-SPI error while the tree changes counts as not yet), or None. The one wait every other
    helper here uses (for a control, the focus, or words said): a wait, not a sleep, that ends
    as soon as what it waits for is there."""
    deadline = time.time() + timeout
    last = None
    while True:
        try:
            value = fn()
            if value:
                return value, last
        except Exception as e:
            last = e
        if time.time() > deadline:
            return None, last
        time.sleep(interval)


def until(fn, timeout=10):
    """Whether @fn () comes true within @timeout seconds (asked again every 0.1 s; an AT-SPI
    error while the tree changes counts as not yet). A wait, not a sleep: a check of what a
    key or a click did waits for it, which takes seconds on a loaded machine."""
    return poll(fn, timeout)[0] is not None


# ---- The keyboard focus ----

def key(name, pause=1.0):
    """Press @name (an xdotool key name) on the app's display, then wait @pause seconds."""
    subprocess.run(["xdotool", "key", "--clearmodifiers", name], env=x_env())
    time.sleep(pause)


def has_focus(node, role=None):
    """Whether @node has the keyboard focus (and is a @role, when given)."""
    try:
        return node.getState().contains(pyatspi.STATE_FOCUSED) and (role is None or node.roleName == role)
    except Exception:
        return False


def focused_in(window, role=None):
    """The control that has the keyboard focus in @window (a dialog), of @role when given, or
    None."""
    try:
        return window.findChild(lambda n: has_focus(n, role), retry=False, requireResult=False)
    except Exception:
        return None


class App:
    def __init__(self, exe, data_home, extra_env=None):
        self.exe = exe
        self.data_home = data_home
        self.proc = None
        self.node = None
        self.extra_env = extra_env or {}

    def start(self):
        env = dict(os.environ)
        env.update({
            "DISPLAY": display(),
            "XDG_DATA_HOME": os.path.join(self.data_home, "data"),
            "XDG_CONFIG_HOME": os.path.join(self.data_home, "config"),
            "XDG_CACHE_HOME": os.path.join(self.data_home, "cache"),
            "GSETTINGS_BACKEND": "memory",
            "GTK_A11Y": "atspi",
            "GSK_RENDERER": "cairo",
            "ADW_DISABLE_PORTAL": "1",
            # a fixed deck order: the script knows which cards are drawn (no Printer for Anna)
            "HERALD_SEED": os.environ.get("HERALD_SEED", "7"),
        })
        env.update(self.extra_env)
        self.proc = subprocess.Popen([self.exe], env=env)
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                for child in root.children:
                    # the pid differs when a wrapper (gdb, valgrind) runs the app
                    if child.name == "herald" and (self._pid_of(child) == self.proc.pid or
                                                   os.path.basename(self.exe) != "herald"):
                        self.node = child
                        break
            except Exception:
                pass
            if self.node is not None:
                break
            time.sleep(0.2)
        if self.node is None:
            raise RuntimeError("herald did not appear on the accessibility bus")
        self.window()  # wait for the main window
        return self

    @staticmethod
    def _pid_of(node):
        try:
            return node.get_process_id()
        except Exception:
            try:
                return node.queryApplication().id
            except Exception:
                return None

    def stop(self):
        if self.proc is None:
            return
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.proc = None
        self.node = None

    def quit(self):
        """Quit as a person would: Ctrl+Q in the main window."""
        self.window().grabFocus() if False else None
        self.key("<Control>q")
        self.proc.wait(15)
        self.proc = None
        self.node = None

    # Finding things

    def window(self, name="Herald", timeout=30):
        return self.wait(lambda: self._find_frame(name), timeout, "window %r" % name)

    def _find_frame(self, name):
        for child in self.node.children:
            if child.roleName in ("frame", "window", "dialog") and child.name == name:
                return child
        return None

    def dialog(self, timeout=30, not_named=None):
        """The topmost dialog (an AdwMessageDialog or another transient window); with
        @not_named, wait until the dialog of that name has gone and another one is up."""
        def find():
            found = None
            for child in self.node.children:
                if child.roleName == "dialog" or (child.roleName in ("frame", "window") and child.name != "Herald"):
                    found = child
            if found is not None and not_named is not None and found.name == not_named:
                return None
            return found
        return self.wait(find, timeout, "a dialog")

    def gone(self, name, timeout=30):
        """Wait until no window or dialog called @name is left."""
        def none():
            for child in self.node.children:
                if child.name == name:
                    return None
            return True
        self.wait(none, timeout, "%r to close" % name)

    def no_dialog(self, timeout=30):
        def none():
            for child in self.node.children:
                if child.roleName == "dialog":
                    return None
            return True
        self.wait(none, timeout, "no dialog")

    def wait(self, fn, timeout=30, what="something"):
        """@fn ()'s first true value within @timeout seconds (poll ()); AssertionError naming
        @what when none comes."""
        result, last = poll(fn, timeout)
        if result is None:
            raise AssertionError("timed out waiting for %s (%s)" % (what, last))
        return result

    @staticmethod
    def matches(node, name, role=None):
        """Whether @node is named @name exactly, as a screen reader reads it (a mnemonic
        button GTK 4.8 would name "_Label Label" is named "Label" by herald-a11y.c: the test
        finds it only by its proper name)."""
        if role is not None and node.roleName != role:
            return False
        return (node.name or "") == name

    def find(self, name, role=None, parent=None, timeout=30):
        parent = parent or self.node

        def search():
            return parent.findChild(lambda n: self.matches(n, name, role),
                                    retry=False, requireResult=False)
        return self.wait(search, timeout, "%s %r" % (role or "node", name))

    def find_all(self, role, parent=None):
        parent = parent or self.node
        return parent.findChildren(predicate.GenericPredicate(roleName=role))

    def exists(self, name, role=None, parent=None):
        parent = parent or self.node
        return parent.findChild(lambda n: self.matches(n, name, role),
                                retry=False, requireResult=False) is not None

    def label_containing(self, text, parent=None, timeout=30):
        parent = parent or self.node

        def search():
            # a label, or a label with the heading role (the winner's page's title)
            return parent.findChild(lambda n: n.roleName in ("label", "heading") and text in (n.name or ""),
                                    retry=False, requireResult=False)
        return self.wait(search, timeout, "a label containing %r" % text)

    def text_of_labels(self, parent=None):
        parent = parent or self.node
        return [n.name for n in parent.findChildren(lambda n: n.roleName == "label")]

    def soft_hyphens(self, parent=None):
        """Every node under @parent (the whole app) whose name or description has a soft
        hyphen (U+00AD, a translation's break point in a long word), as "role 'name'
        'description'": a screen reader is given none (herald_a11y_one_line ())."""
        found = []
        stack = [parent or self.node]
        while stack:
            node = stack.pop()
            try:
                name, description = node.name or "", node.description or ""
                if "\u00ad" in name or "\u00ad" in description:
                    found.append("%s %r %r" % (node.roleName, name, description))
                stack.extend(node.children)
            except Exception:  # a node gone while the tree was read
                continue
        return found

    def focused(self, role=None):
        """The control that has the keyboard focus in the active window (of @role when
        given), or None."""
        for window in self.node.children:
            try:
                if not window.getState().contains(pyatspi.STATE_ACTIVE):
                    continue
            except Exception:
                continue
            node = focused_in(window, role)
            if node is not None:
                return node
        return None

    def focused_name(self, role=None):
        """The name of the control that has the keyboard focus in the active window (of @role
        when given), or None."""
        node = self.focused(role)
        try:
            return node.name if node is not None else None
        except Exception:
            return None

    # Acting

    # GTK activates a button (the AT-SPI "click" action, Enter or Space) by showing it pressed
    # for 250 ms (ACTIVATE_TIMEOUT in gtkbutton.c) and emits "clicked" only then; an
    # activation of the same button within that time is dropped. A test that presses again
    # sooner loses the press (the setup round's third "Settlement Placed" was lost so).
    ACTIVATE_TIME = 0.3

    def press(self, name, role="push button", parent=None, timeout=30):
        node = self.find(name, role, parent, timeout)
        self.wait(lambda: node.sensitive, timeout, "%r to be sensitive" % name)
        node.doActionNamed("click")
        time.sleep(self.ACTIVATE_TIME)
        return node

    def place_setup_round(self, timeout=30):
        """The setup round's six placements by its button, found once. Its new name, "City
        Placed", comes once the third placement has been said (N22-10): it is waited for on
        that button, not looked for. A search that does not find its name walks the whole
        window, and GTK then tells AT-SPI clients of each change to every control the walk went
        through: each roll after it sent some 20 more events (ui-speech's bounds failed so)."""
        button = self.find("Settlement Placed", "push button", timeout=timeout)
        for step in range(6):
            if step == 3:
                self.wait(lambda: button.name == "City Placed", timeout, "the setup button's new name")
            self.wait(lambda: button.sensitive, timeout, "the setup button to be sensitive")
            button.doActionNamed("click")
            time.sleep(self.ACTIVATE_TIME)
        return button

    def toggle(self, name, parent=None, timeout=30):
        node = self.find(name, None, parent, timeout)
        node.doActionNamed("click")
        time.sleep(0.1)
        return node

    def open_menu(self, node):
        """Open a GtkMenuButton through its inner toggle button (no pointer needed)."""
        inner = node.findChild(lambda n: n is not node and n.roleName in ("push button", "toggle button"),
                               retry=False, requireResult=False)
        target = inner if inner is not None else node
        target.doActionNamed("click")
        time.sleep(0.3)

    def key(self, combo):
        rawinput.keyCombo(combo)
        time.sleep(0.25)

    def type_into(self, node, text):
        node.grabFocus()
        time.sleep(0.1)
        try:
            node.text = text
        except Exception:
            rawinput.typeText(text)
        time.sleep(0.1)

    # Screenshots

    def screenshot(self, path, width=None, height=None, title="Herald"):
        """Shoot the window titled @title; resize the main window first if asked."""
        wid = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^%s$" % re.escape(title)],
                             capture_output=True, text=True, env=x_env()).stdout.split()
        wid = [w for w in wid if w]
        if not wid:
            log("no window to shoot")
            return
        target = wid[0]
        if width is not None:
            subprocess.run(["xdotool", "windowsize", target, str(width), str(height)], env=x_env())
            time.sleep(1.0)
        subprocess.run(["import", "-window", target, path], env=x_env())
        log("screenshot", path)


ORCA_LAUNCHER = """
import os
import sys
sys.argv = ["orca"]
from orca import debug
# HERALD_ORCA_DEBUG=FILE: Orca's own debug log (what it was told and what it said, and why)
if os.environ.get("HERALD_ORCA_DEBUG"):
    debug.debugLevel = debug.LEVEL_ALL
    debug.eventDebugLevel = debug.LEVEL_OFF
    debug.debugFile = open(os.environ["HERALD_ORCA_DEBUG"], "w")
from orca import orca
manager = orca.getSettingsManager()
manager.activate(None, {})
if os.environ.get("HERALD_ORCA_TRACE"):
    exec(ORCA_TRACE)
sys.exit(orca.main())
"""

# HERALD_ORCA_TRACE=FILE: one line per description Orca generated to speak (time, the object's
# role and path, how long the reads took, what it found), per speech it cut (speech.stop and its
# caller) and per utterance it sent to speech-dispatcher (its reply code and text).
# Far lighter than Orca's debug log, which changes the timing enough that a flaky check passes;
# written next to the speech log and shown when a check failed. A read the app did not answer
# in time (libatspi waits 0.8 s) shows as a description found empty after about 0.8 s.
ORCA_TRACE = """
import functools, time, traceback
from orca import generator, speech
_trace = open(os.environ["HERALD_ORCA_TRACE"], "a", buffering=1)
def _say(*words):
    _trace.write("%.3f %s\\n" % (time.time(), " ".join(str(w) for w in words)))
def _what(obj, role):
    # no call to the app (a busy app is what is looked for): the role Orca already has, and
    # the object's path
    try:
        return "%s %s" % (role.value_nick if role is not None else "?", obj.path.rsplit("/", 1)[-1][:8])
    except Exception as e:
        return "? (%s)" % e
_describe = generator.Generator._generateDescription
@functools.wraps(_describe)
def _traced_describe(self, obj, **args):
    start = time.time()
    found = _describe(self, obj, **args)
    if self._mode == "speech":
        _say("description of", _what(obj, args.get("role")), "in %.3f s:" % (time.time() - start),
             repr(found)[:100])
    return found
generator.Generator._generateDescription = _traced_describe
_stop = speech.stop
def _traced_stop():
    _say("speech cut by", " < ".join("%s:%d" % (f.name, f.lineno) for f in traceback.extract_stack()[-5:-1]))
    return _stop()
speech.stop = _traced_stop
# each utterance Orca hands to speech-dispatcher, and what it answered: Orca's own call
# (_send_command) drops a failed one silently. A text Orca generated and sent ("225 OK
# MESSAGE QUEUED") but not in the speech log was lost in speech-dispatcher (issue 11)
import re, speechd
_ssip_speak = speechd.SSIPClient.speak
def _traced_ssip_speak(self, text, *args, **kwargs):
    words = repr(re.sub("<[^>]*>", "", text))[:90]
    try:
        reply = _ssip_speak(self, text, *args, **kwargs)
    except Exception as e:
        _say("speech sent, FAILED:", repr(e), words)
        raise
    _say("speech sent:", reply[0] if isinstance(reply, tuple) else reply, words)
    return reply
speechd.SSIPClient.speak = _traced_ssip_speak
"""


class ScreenReader:
    """Orca, speaking into a file: every phrase it would say is one line of @log (a
    speech-dispatcher module that writes instead of speaking). Needs orca and
    speech-dispatcher (Debian packages) and runs on the app's display, inside the test's
    session bus and runtime directory (run-ui-test.sh gives both)."""

    def __init__(self, log_path):
        self.log_path = os.path.abspath(log_path)
        self.trace_path = self.log_path + ".orca-trace"
        self.proc = None
        self.state = tempfile.mkdtemp(prefix="herald-orca-")

    @staticmethod
    def available():
        return shutil.which("orca") is not None and (
            shutil.which("speech-dispatcher") is not None or os.path.exists("/usr/bin/speech-dispatcher"))

    def start(self, timeout=90):
        open(self.log_path, "w").close()
        modules = os.path.join(self.state, "speech-dispatcher", "modules")
        os.makedirs(modules)
        os.makedirs(os.path.join(self.state, "sd-log"))
        with open(os.path.join(modules, "logger.conf"), "w") as f:
            f.write('GenericExecuteSynth "printf \'%%s\\\\n\' \\"$DATA\\" >> %s"\n' % self.log_path)
            f.write('GenericCmdDependency "printf"\n')
            f.write('AddVoice "en" "MALE1" "en"\n')
            f.write('GenericLanguage "en" "en" "utf-8"\n')
        with open(os.path.join(self.state, "speech-dispatcher", "speechd.conf"), "w") as f:
            f.write('LogLevel 2\nAudioOutputMethod "libao"\nLogDir "%s"\n' % os.path.join(self.state, "sd-log"))
            f.write('AddModule "logger" "sd_generic" "logger.conf"\nDefaultModule logger\n')
            f.write('LanguageDefaultModule "en" "logger"\n')
        env = x_env()
        env["XDG_CONFIG_HOME"] = self.state
        env["HERALD_ORCA_TRACE"] = self.trace_path
        open(self.trace_path, "w").close()
        # Not `orca --replace`: it kills every Orca of the user on the machine (pgrep -x
        # orca), those of other test runs too, which then fell silent halfway; and plain
        # `orca` refuses to start beside one. Orca's own main, in a process that is not
        # named orca, runs on this session's bus only and is not found by the others.
        launcher = "ORCA_TRACE = %r\n%s" % (ORCA_TRACE, ORCA_LAUNCHER)
        self.proc = subprocess.Popen(["/usr/bin/python3", "-c", launcher], env=env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + timeout
        while time.time() < deadline:
            if os.path.getsize(self.log_path) > 0:
                return self
            time.sleep(0.2)
        raise AssertionError("Orca did not start speaking")

    def lines(self):
        with open(self.log_path, encoding="utf-8", errors="replace") as f:
            return [line.strip() for line in f if line.strip()]

    def trace(self):
        """The lines of Orca's trace (ORCA_TRACE), or none when it could not be written."""
        try:
            with open(self.trace_path, encoding="utf-8", errors="replace") as f:
                return [line.rstrip("\n") for line in f if line.strip()]
        except OSError:
            return []

    def mark(self):
        """Where the log is now: what is said from here on is heard_since(mark)."""
        return len(self.lines())

    def heard_since(self, mark):
        return " ".join(self.lines()[mark:])

    def wait_for(self, text, mark, timeout=20):
        """Whether @text is said (after @mark) within @timeout seconds. A wait, not a sleep: it
        ends as soon as @text is said. On a loaded machine Orca runs seconds behind the app
        (3 s to say a focus at load average 16; 8 s were not always enough)."""
        return poll(lambda: text in self.heard_since(mark), timeout, 0.2)[0] is not None

    def quiet(self, seconds=1.0, timeout=15):
        """Waits until nothing new has been said for @seconds (at most @timeout seconds): what
        is said after that is about the next step, not the end of what Orca, seconds behind
        the app on a loaded machine, was still saying about the last one."""
        last = {"lines": -1, "since": time.time()}

        def still():
            lines = len(self.lines())
            if lines != last["lines"]:
                last["lines"], last["since"] = lines, time.time()
            return time.time() - last["since"] >= seconds
        poll(still, timeout, 0.2)

    def stop(self):
        if self.proc is not None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
            self.proc = None
        # the speech-dispatcher Orca started for this runtime directory
        sock = os.path.join(os.environ.get("XDG_RUNTIME_DIR", "/tmp"), "speech-dispatcher")
        for pid in os.listdir("/proc"):
            if not pid.isdigit():
                continue
            try:
                with open("/proc/%s/cmdline" % pid, "rb") as f:
                    cmdline = f.read().replace(b"\0", b" ").decode(errors="replace")
            except OSError:
                continue
            if "speech-dispatcher" in cmdline.split(" ")[0] and sock in cmdline:
                try:
                    os.kill(int(pid), 15)
                except OSError:
                    pass
        shutil.rmtree(self.state, ignore_errors=True)


class WindowManager:
    """metacity on the app's display: focus and dialogs behave as on a desktop."""

    def __init__(self):
        self.proc = None

    @staticmethod
    def available():
        return shutil.which("metacity") is not None

    def start(self):
        self.proc = subprocess.Popen(["metacity", "--replace", "--sm-disable"], env=x_env(),
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1.0)
        return self

    def stop(self):
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(10)
            self.proc = None


class Keyboard:
    """Keys only, as a player without a mouse: xdotool presses keys on the app's display,
    and the accessibility tree says where the focus went. Needs a window manager on the
    display (WindowManager) for focus to behave as on a desktop."""

    # roles a keyboard player can act on: the focus on anything else (a window, a panel, a
    # label) or on nothing is lost
    CONTROLS = ("push button", "toggle button", "check box", "radio button", "spin button",
                "text", "entry", "password text", "combo box", "menu item", "check menu item",
                "radio menu item", "list item", "page tab", "slider", "link", "switch",
                "table cell", "tree item")

    def __init__(self, app):
        self.app = app
        self.keys = 0

    def press(self, name):
        """Press @name (an xdotool key name) and wait until the app has handled it."""
        key(name, 0.25)
        self.keys += 1

    def type(self, text):
        subprocess.run(["xdotool", "type", "--delay", "60", text], env=x_env())
        time.sleep(0.25)

    def top(self, busy=90):
        """The window the keys go to: the last dialog opened, else the main window. An app
        busy for seconds (building the winner's page on a loaded machine) lets AT-SPI calls
        time out: the windows are asked for again for up to @busy seconds before failing."""
        deadline = time.time() + busy
        while True:
            try:
                children = list(self.app.node.children)
                break
            except Exception as e:
                if time.time() > deadline:
                    raise
                print("# the app did not answer (%s); asking again" % e, flush=True)
                time.sleep(1)
        top = None
        for child in children:
            try:
                if child.roleName == "dialog" or (child.roleName in ("frame", "window") and
                                                  (top is None or child.name != "Herald")):
                    top = child
            except Exception:
                pass
        return top

    def focused(self):
        """The node that has the keyboard focus in the window the keys go to, or None."""
        top = self.top()
        if top is None:
            return None
        return top.findChild(has_focus, retry=False, requireResult=False)

    def where(self):
        """The focused node as its name and its place in the tree (two knights have one name)."""
        node = self.focused()
        path = []
        try:
            name = node.name if node is not None else None
            while node is not None and len(path) < 12:
                path.append(node.getIndexInParent())
                node = node.parent
        except Exception:
            name = None
        return (name, tuple(path))

    def name(self):
        node = self.focused()
        try:
            return node.name if node is not None else None
        except Exception:
            return None

    @staticmethod
    def describe(node):
        parts = []
        while node is not None and len(parts) < 4:
            try:
                parts.append("%s %r" % (node.roleName, node.name))
                node = node.parent
            except Exception:
                break
        return " < ".join(parts) or "nothing"

    def lost(self, timeout=3):
        """None when a sensible control in the window the keys go to has the focus (waiting up
        to @timeout seconds for it: a dialog opening or closing moves it); else what is wrong."""
        def sensible(node):
            # a control, or a named panel that takes the focus itself: the barbarians' card is
            # a Tab stop so that its forecast can be read (N22-8, a781325); an unnamed pane or
            # a scroll pane ("Turn", N22-7) is still a lost focus
            return node is not None and (node.roleName in self.CONTROLS or
                                         (node.roleName == "panel" and bool(node.name)))

        def settled():
            return sensible(self.focused())

        if poll(settled, timeout, 0.2)[0] is not None:
            return None
        node = self.focused()
        try:
            if sensible(node):
                return None
            return "the focus is on %s" % self.describe(node) if node is not None else \
                "nothing has the focus in %r" % (self.top().name if self.top() is not None else None)
        except Exception as e:
            return "the focus could not be read (%s)" % e

    def in_group(self, group):
        """Whether the focus is inside the group (a player's card) named @group; a card's name
        goes on with its points ("Anna: 7 victory points, their turn")."""
        node = self.focused()
        while node is not None:
            try:
                if node.roleName in ("grouping", "panel") and \
                        (node.name == group or node.name.startswith(group + ": ")):
                    return True
                node = node.parent
            except Exception:
                return False
        return False

    def tab_stops(self, limit=80):
        """The names of the Tab stops in one cycle from the focus on (the focus itself last)."""
        start = self.describe(self.focused())
        stops = []
        for _ in range(limit):
            self.press("Tab")
            here = self.describe(self.focused())
            stops.append(here)
            if here == start:
                return stops
        return stops


class EventCounter:
    """Every AT-SPI event on the test's accessibility bus, written to @path by atspi-events.py
    in a process of its own, with the time it came (time.monotonic(), the same clock in
    both processes). A step's events are those between two marks: Orca 43 prunes its queue
    when more than about 50 events wait, and what Herald says can be pruned with them
    (issue 11), so a step of a game must send far fewer. @verbose adds each event's role
    and name (a round trip to the app per event: for looking, not for timing)."""

    def __init__(self, path, verbose=False):
        self.path = os.path.abspath(path)
        self.verbose = verbose
        self.proc = None

    def start(self, timeout=30):
        open(self.path, "w").close()
        script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "atspi-events.py")
        args = ["/usr/bin/python3", script, self.path] + (["--verbose"] if self.verbose else [])
        self.proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + timeout
        while time.time() < deadline:
            if os.path.getsize(self.path) > 0:
                return self
            time.sleep(0.1)
        raise AssertionError("the AT-SPI event listener did not start")

    def mark(self):
        return time.monotonic()

    def events(self, since, until=None):
        """The events (lines split: time, type, detail1, detail2[, role, name]) that came
        after @since (a mark) and before @until (a mark; now if None)."""
        until = until if until is not None else time.monotonic()
        found = []
        with open(self.path, encoding="utf-8", errors="replace") as f:
            for line in f:
                parts = line.rstrip("\n").split(" ", 5)
                try:
                    t = float(parts[0])
                except ValueError:
                    continue
                if since <= t <= until and parts[1] != "started":
                    found.append(parts)
        return found

    # the events Orca 43 listens to (orca/scripts/default.py, getListeners): the others
    # (bounds-changed, defunct, focusable, …) never reach it
    ORCA_LISTENS = ("focus:", "document:", "mouse:button", "window:activate", "window:deactivate",
                    "window:create", "window:destroy",
                    "object:property-change:accessible-name", "object:property-change:accessible-description",
                    "object:property-change:accessible-value", "object:value-changed",
                    "object:text-caret-moved", "object:text-changed:", "object:text-attributes-changed",
                    "object:text-selection-changed", "object:active-descendant-changed",
                    "object:children-changed:", "object:selection-changed", "object:column-reordered",
                    "object:row-reordered",
                    "object:state-changed:active", "object:state-changed:busy", "object:state-changed:focused",
                    "object:state-changed:showing", "object:state-changed:checked",
                    "object:state-changed:pressed", "object:state-changed:indeterminate",
                    "object:state-changed:expanded", "object:state-changed:selected",
                    "object:state-changed:sensitive")

    @staticmethod
    def for_orca(events):
        """The events Orca 43 is sent (it listens to their type)."""
        return [e for e in events if e[1].startswith(EventCounter.ORCA_LISTENS)]

    @staticmethod
    def summary(events):
        """'N sent to Orca (M in all): type ×n, …' for Orca's types, most first."""
        kinds = {}
        for e in EventCounter.for_orca(events):
            kinds[e[1]] = kinds.get(e[1], 0) + 1
        ranked = sorted(kinds.items(), key=lambda kv: -kv[1])
        return "%d sent to Orca (%d in all): %s" % (
            len(EventCounter.for_orca(events)), len(events), ", ".join("%s ×%d" % kv for kv in ranked))

    def stop(self):
        if self.proc is not None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
            self.proc = None
