/* herald-ui-test-utils.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "herald-window.h"

G_BEGIN_DECLS

/* The main loop and the widget tree, as the in-process window and widget tests use them */

gboolean  herald_test_init_window  (int        *argc,
                                    char     ***argv,
                                    const char *what);
void      herald_test_flush        (void);
void      herald_test_run_for      (guint      ms);
void      herald_test_wait_tooltip_timeout (gint64 since);

/* A language, a text scale and a window's width, as the layout tests set them (test-layout*,
 * test-phone-fit, test-header-title, test-dialog-fit) */

gboolean  herald_test_use_language   (const char *language);
gboolean  herald_test_in_language_process (const char *language,
                                           guint       seconds);
void      herald_test_set_text_scale (double      scale);
gboolean  herald_test_wait_for_width (gpointer    window,
                                      int         width);

/* Whether what a test waits for has come (@data as given to herald_test_wait_until ()) */
typedef gboolean (*HeraldTestCondition) (gpointer data);

gboolean  herald_test_wait_until   (HeraldTestCondition condition,
                                    gpointer            data,
                                    guint               timeout_ms);
gboolean  herald_test_wait_frame    (GtkWidget *widget,
                                    guint      timeout_ms);
void      herald_test_hold_frames   (guint      ms);
gboolean  herald_test_activate_button (GtkWidget *button);
gboolean  herald_test_wait_still   (GtkWidget *widget,
                                    GtkWidget *within,
                                    guint      timeout_ms);
GPtrArray *herald_test_find_widgets (GtkWidget *root,
                                     GType      type);
gpointer  herald_test_find_one     (GtkWidget *root,
                                    GType      type);
GtkWidget *herald_test_find_titled (GtkWidget  *root,
                                    GType       type,
                                    const char *title);
GtkWidget *herald_test_mapped_card (GtkWidget *root,
                                    guint      player);
GtkWidget *herald_test_card        (HeraldWindow *window,
                                    guint         player);
GtkWidget *herald_test_find_action_button (GtkWidget  *root,
                                           const char *action_name,
                                           GVariant   *target);
GPtrArray  *herald_test_shortcuts_for         (GtkWidget             *widget,
                                             const char            *trigger,
                                             int                    phase);
gboolean    herald_test_press_shortcut_in     (GtkWidget             *widget,
                                             const char            *trigger,
                                             int                    phase);
GtkShortcut *herald_test_find_shortcut  (GtkWidget  *widget,
                                         const char *trigger);
gboolean     herald_test_press_shortcut (GtkWidget  *widget,
                                         const char *trigger);

/* A window's steps and keys, as the window's keyboard tests use them (test-window*) */
void        herald_test_take_politics_metropolis (HeraldWindow *window);
void        herald_test_window_roll     (HeraldWindow *window,
                                         HeraldEvent   event,
                                         guint         red,
                                         guint         white);
const char *herald_test_focus_action    (HeraldWindow *window);
gboolean    herald_test_has_ctrl_return (GtkWidget    *widget,
                                         const char   *action);

/* The window's message dialogs (herald-ui-test-dialogs.c) */
AdwMessageDialog *herald_test_open_dialog (HeraldWindow *window,
                                           gboolean      only_one);
void              herald_test_roll_through_attack (HeraldWindow     *window,
                                                   const HeraldRoll *ship);

void       herald_test_press_focused   (AdwMessageDialog *dialog);
GtkWidget *herald_test_response_button (AdwMessageDialog *dialog,
                                       const char       *response);
void       herald_test_respond         (AdwMessageDialog *dialog,
                                       const char       *response);
gboolean   herald_test_press_on_focus  (GtkWidget        *dialog,
                                       guint             keyval);

/* The pixel @widget draws @dy px below its top, halfway along, as its parent draws it with the
 * cairo renderer: red, green, blue and alpha, 0 to 255, premultiplied (herald-ui-test-dialogs.c) */
void       herald_test_drawn_top_pixel (GtkWidget        *widget,
                                        int               dy,
                                        guchar            rgba[4]);

HeraldWindow *herald_test_window_new  (const char *rules_json,
                                       const char *start);
HeraldWindow *herald_test_window_new_of (const char *rules_json,
                                         guint       n_players,
                                         const char *start);
HeraldWindow *herald_test_window_show (const char *start,
                                       int         width,
                                       int         height);
void          herald_test_leave_game  (void);

/* What screen readers are told: a widget's accessible attributes, as GTK's test backend
 * (GTK_A11Y=test) holds them, at each change GTK sends on */

char      *herald_test_accessible_property (GtkWidget             *widget,
                                            GtkAccessibleProperty  property);
char      *herald_test_described_text      (GtkWidget             *widget);
GtkWidget *herald_test_find_named          (GtkWidget             *root,
                                            GType                  type,
                                            const char            *part);

/* @widget's accessible attributes at one change */
typedef struct
{
  char     *label;         /* its name, "undefined" when not set */
  char     *description;   /* likewise */
  gboolean  checked;       /* told checked */
  gboolean  focused;       /* it had the keyboard focus */
  GtkWidget *focus;        /* (nullable) (owned) the widget that had the window's focus */
  gboolean  described_by;  /* another widget describes it too */
} HeraldTestA11yChange;

typedef struct
{
  GtkWidget *widget;
  GArray    *changes;      /* of HeraldTestA11yChange, the first first; g_array_set_size () 0
                            * to start again */
  /*< private >*/
  GObject   *context;
  gulong     handler;
} HeraldTestA11yWatch;

HeraldTestA11yWatch  *herald_test_watch_accessible  (GtkWidget           *widget);
HeraldTestA11yChange *herald_test_a11y_change_at    (HeraldTestA11yWatch *watch,
                                                     guint                i);
int                   herald_test_a11y_first_change (HeraldTestA11yWatch *watch,
                                                     gboolean             label,
                                                     const char          *part);
void                  herald_test_a11y_watch_focus  (GtkWindow           *window,
                                                     GParamSpec          *pspec,
                                                     GPtrArray           *watches);
guint                 herald_test_a11y_times_said   (GPtrArray           *watches,
                                                     const char          *text);
GtkWidget            *herald_test_a11y_renamed_focus (HeraldTestA11yWatch *watch,
                                                      const char          *part);
gboolean              herald_test_a11y_described    (HeraldTestA11yWatch *watch,
                                                     const char          *part);
void                  herald_test_a11y_watch_free   (HeraldTestA11yWatch *watch);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HeraldTestA11yWatch, herald_test_a11y_watch_free)

/* A window of a game as a screen reader hears it: shown, active, and the widgets focused in
 * the windows listened to watched */
typedef struct
{
  HeraldWindow *window;
  GPtrArray    *watches;   /* of HeraldTestA11yWatch, as herald_test_a11y_watch_focus () fills it */
  /*< private >*/
  GPtrArray    *listened;  /* the windows listened to */
} HeraldTestA11yWindow;

gboolean              herald_test_window_is_active  (gpointer              window);
HeraldWindow         *herald_test_open_looking      (HeraldWindow         *holding);
HeraldTestA11yWindow *herald_test_a11y_window_show  (const char           *start);
void                  herald_test_a11y_listen       (HeraldTestA11yWindow *a11y,
                                                     gpointer              window);
void                  herald_test_a11y_window_close (HeraldTestA11yWindow *a11y);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HeraldTestA11yWindow, herald_test_a11y_window_close)

/* Sessions for the widget tests, not saved: a standard game of Anna, Ben and Cleo, or one at a
 * position (test-widgets*) */
HeraldSession *herald_test_new_game_session (void);
HeraldSession *herald_test_session_at       (const char *start,
                                             gboolean    roll);

/* Each row of a history view in sight shows, in order, the steps newest first with no gap
 * (test-step-refresh) */
void herald_test_assert_history_rows (GtkWidget  *view,
                                      GListModel *history,
                                      const char *after);
char *herald_test_knight_menu_shown  (GtkMenuButton *button,
                                      gboolean       hidden_too);
guint herald_test_menu_items_made    (GtkMenuButton *button);
char *herald_test_knight_menu_model  (GtkMenuButton *button);
char *herald_test_menu_buttons_a11y  (GtkWidget     *window);

gboolean   herald_test_dice_panel_shows (HeraldWindow *window,
                                         const char   *name);

G_END_DECLS
